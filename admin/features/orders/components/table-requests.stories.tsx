import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TableRequests } from './table-requests.tsx';
import { sampleRequest } from './fixtures.ts';
import './orders.css';

const meta = {
  title: 'Orders/TableRequests',
  component: TableRequests,
  args: {
    requests: [sampleRequest(), sampleRequest({ table_label: 'Terrace 2', kind: 'waiter' })],
    now: new Date(),
    busy: new Set<string>(),
    onDone: fn(),
  },
} satisfies Meta<typeof TableRequests>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TwoTablesAsking: Story = {};
export const NoneAsking: Story = { args: { requests: [] } };
