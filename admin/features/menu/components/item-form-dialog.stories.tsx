import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { ItemFormDialog } from './item-form-dialog.tsx';
import { sampleCategories, sampleItems } from './fixtures.ts';

const meta = {
  title: 'Menu/Item form',
  component: ItemFormDialog,
  args: {
    open: true,
    categories: sampleCategories,
    onOpenChange: fn(),
    onSubmit: fn(async () => true),
  },
} satisfies Meta<typeof ItemFormDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Add: Story = {};

export const Edit: Story = { args: { item: sampleItems[0]! } };
/** A dish on offer for December (Muscat time): offer price, start and end filled in. */
export const EditOffer: Story = {
  args: {
    item: {
      ...sampleItems[0]!,
      price: 0.9,
      offer_price: 0.7,
      offer_starts: '2026-12-01T02:00:00Z',
      offer_ends: '2026-12-31T20:00:00Z',
    },
  },
};

/** Submitting an empty add form: docs/guide/product.md section 5's message, and nothing is sent. The dialog is portalled. */
export const RequiredFieldsMissing: Story = {
  globals: { locale: 'en' },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add item' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Required fields missing');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidPrice: Story = {
  globals: { locale: 'en' },
  args: { item: sampleItems[1]! },
  play: async () => {
    const price = await screen.findByLabelText('Price (OMR) *');
    await userEvent.clear(price);
    await userEvent.type(price, '1.2345');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('at most 3 decimals');
  },
};

/** A slow connection: the image upload shows how far it got. */
export const Uploading: Story = { args: { item: sampleItems[0]!, progress: 0.42 } };

/** A bilingual menu, Arabic first, with the admin in Arabic: both names side by side, right to left. */
export const BilingualInArabic: Story = {
  args: { item: sampleItems[0]!, languages: ['ar', 'en'], primary: 'ar' },
  globals: { locale: 'ar' },
};

/** An item with no Arabic name on a bilingual menu: the Arabic input is marked as missing. */
export const MissingArabicName: Story = {
  args: { item: sampleItems[2]!, languages: ['en', 'ar'], primary: 'en' },
};
