import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { fn } from 'storybook/test';
import { AllItemsTable } from './all-items-table.tsx';
import { Pager } from '../../../lib/ui/pager.tsx';
import { sampleRows } from './fixtures.ts';

const meta = {
  title: 'Superadmin/All items table',
  component: AllItemsTable,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { rows: sampleRows, onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof AllItemsTable>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RowBusy: Story = { args: { busyIds: new Set(['i2']) } };

export const Empty: Story = { args: { rows: [] } };

export const WithPager: Story = {
  render: (args) => (
    <>
      <AllItemsTable {...args} />
      <Pager page={2} pageSize={50} total={1234} onPageChange={fn()} label="Menu items" />
    </>
  ),
};
