import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ItemGrid } from './item-grid.tsx';
import { MenuListState } from './menu-list-state.tsx';
import { Pager } from '../../../lib/ui/pager.tsx';
import { sampleItems } from './fixtures.ts';

const meta = {
  title: 'Menu/Item grid',
  component: ItemGrid,
  args: { items: sampleItems, onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof ItemGrid>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Items: Story = {};

export const WithPages: Story = {
  render: (args) => (
    <>
      <ItemGrid {...args} />
      <Pager
        page={2}
        pageSize={24}
        total={1000}
        onPageChange={fn()}
        label="Menu items"
        unit="items"
      />
    </>
  ),
};

/** A new owner's first visit. */
export const EmptyMenu: Story = {
  render: () => <MenuListState kind="empty-menu" onAddItem={fn()} />,
};

export const NoMatch: Story = { render: () => <MenuListState kind="no-match" /> };

export const LoadFailed: Story = {
  render: () => <MenuListState kind="error" message="Failed to fetch" onRetry={fn()} />,
};
