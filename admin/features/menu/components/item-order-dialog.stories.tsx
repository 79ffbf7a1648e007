import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ItemOrderDialog } from './item-order-dialog.tsx';
import { sampleCategories } from './fixtures.ts';

const meta = {
  title: 'Menu/Arrange items',
  component: ItemOrderDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    categories: sampleCategories,
    categoryId: 'cat-hot',
    onCategoryChange: fn(),
    onMove: fn(),
    items: [
      { id: 'a', name: 'Karak Tea', sort_order: 1 },
      { id: 'b', name: 'Omani Kahwa', sort_order: 2 },
      { id: 'c', name: 'Zaatar Tea', sort_order: 3 },
    ],
  },
} satisfies Meta<typeof ItemOrderDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ThreeItems: Story = {};
export const Loading: Story = { args: { items: null } };
export const EmptyCategory: Story = { args: { items: [] } };
