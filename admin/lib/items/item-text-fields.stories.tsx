import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ItemTextFields } from './item-text-fields.tsx';
import { itemTextDraft } from './item-texts.ts';

const karak = itemTextDraft({
  name: 'Karak Tea',
  nameAr: 'شاي كرك',
  description: 'Strong tea with cardamom',
  descriptionAr: 'شاي قوي بالهيل',
  priceBaisa: 200,
});

const meta = {
  title: 'Admin/Item text fields',
  component: ItemTextFields,
  args: {
    id: 'item',
    languages: ['en', 'ar'],
    primary: 'en',
    value: karak,
    onChange: fn(),
    errors: {},
    messageId: 'item-message',
  },
  // Typing works in the stories: the draft lives in the story's state.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <form className="ui-form" style={{ maxWidth: 560 }}>
        <ItemTextFields {...args} value={value} onChange={setValue} />
      </form>
    );
  },
} satisfies Meta<typeof ItemTextFields>;
export default meta;

type Story = StoryObj<typeof meta>;

export const BothLanguages: Story = {};

export const EnglishOnly: Story = { args: { languages: ['en'] } };

/** A new item: blank fields. */
export const Blank: Story = { args: { value: itemTextDraft() } };

/** The last check refused the name and the price: both point at the form's alert. */
export const Refused: Story = {
  args: {
    value: { ...karak, names: { en: '', ar: 'شاي كرك' }, price: '' },
    errors: { name: 'This field is required', price: 'This field is required' },
  },
  render: function Render(args) {
    return (
      <form className="ui-form" style={{ maxWidth: 560 }}>
        <ItemTextFields {...args} />
        <p id={args.messageId} className="ui-error" role="alert">
          Required fields missing
        </p>
      </form>
    );
  },
};

export const ArabicFirstInArabic: Story = {
  args: { languages: ['ar', 'en'], primary: 'ar' },
  globals: { locale: 'ar' },
};
