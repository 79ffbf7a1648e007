import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CategoriesPanel } from './categories-panel.tsx';
import { sampleCategories } from './fixtures.ts';

const meta = {
  title: 'Menu/Categories panel',
  component: CategoriesPanel,
  args: {
    categories: sampleCategories,
    onAdd: fn(async () => true),
    onDelete: fn(),
    onMove: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof CategoriesPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Categories: Story = {};

export const Empty: Story = { args: { categories: [] } };

/** Adding a blank name shows docs/guide/product.md section 5's message instead of calling the backend (in English). */
export const BlankName: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add category' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Enter category name');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** Saving a move: the arrows wait for the previous move. */
export const Reordering: Story = { args: { busy: true } };

/** A bilingual menu in Arabic: names in both languages, Grill marked as missing its Arabic name. */
export const BilingualInArabic: Story = {
  args: { languages: ['ar', 'en'], primary: 'en', onRename: fn(async () => true) },
  globals: { locale: 'ar' },
};
