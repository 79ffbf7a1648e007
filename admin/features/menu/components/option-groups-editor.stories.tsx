import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormProvider, useForm } from 'react-hook-form';
import { LanguageProvider } from '../../../lib/i18n/language-provider.tsx';
import { itemFormDefaults, type ItemFormValues } from '../lib/item-form-schema.ts';
import { draftsFrom, type GroupDraft } from '../lib/option-drafts.ts';
import { karakOptions } from './fixtures.ts';
import { OptionGroupsEditor } from './option-groups-editor.tsx';

function Editor({ initial }: { initial: GroupDraft[] }) {
  const form = useForm<ItemFormValues>({
    defaultValues: { ...itemFormDefaults(), groups: initial },
  });
  return (
    <FormProvider {...form}>
      <form className="ui-form" style={{ maxWidth: 520 }}>
        <OptionGroupsEditor />
      </form>
    </FormProvider>
  );
}

const meta = {
  title: 'Menu/Option groups editor',
  component: Editor,
  args: { initial: [] },
} satisfies Meta<typeof Editor>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A new item: only the "Add option group" button. */
export const Empty: Story = {};

/** Karak Tea's Size (required, choose 1) and Extras (optional, Extra ginger sold out). */
export const SizeAndExtras: Story = { args: { initial: draftsFrom(karakOptions) } };

export const Arabic: Story = {
  args: { initial: draftsFrom(karakOptions) },
  decorators: [
    (Story) => (
      <LanguageProvider lang="ar">
        <div dir="rtl" lang="ar">
          <Story />
        </div>
      </LanguageProvider>
    ),
  ],
};
