import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { Lang } from '../../../shared/domain/i18n.ts';
import { BilingualField } from './bilingual-field.tsx';

const meta = {
  title: 'Admin/Bilingual field',
  component: BilingualField,
  args: {
    id: 'item-name',
    label: 'Name',
    languages: ['en', 'ar'],
    primary: 'en',
    required: true,
    values: { en: 'Karak Tea', ar: 'شاي كرك' },
    onChange: fn(),
  },
  // Typing works in the stories: the field's values live in the story's state.
  render: function Render(args) {
    const [values, setValues] = useState(args.values);
    return (
      <BilingualField
        {...args}
        values={values}
        onChange={(lang: Lang, text: string) => setValues((v) => ({ ...v, [lang]: text }))}
      />
    );
  },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof BilingualField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const BothLanguages: Story = {};

/** The Arabic name is blank on a bilingual menu: marked, as customers reading Arabic see English. */
export const MissingArabic: Story = { args: { values: { en: 'Karak Tea', ar: '' } } };

export const ArabicFirstInArabic: Story = {
  args: { languages: ['ar', 'en'], primary: 'ar' },
  globals: { locale: 'ar' },
};

export const EnglishOnly: Story = { args: { languages: ['en'] } };

export const Multiline: Story = {
  args: {
    label: 'Description',
    multiline: true,
    required: false,
    values: { en: 'Strong tea with cardamom', ar: 'شاي قوي بالهيل' },
  },
};
