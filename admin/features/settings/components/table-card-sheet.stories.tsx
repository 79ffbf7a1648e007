import type { Meta, StoryObj } from '@storybook/react-vite';
import { makeTableCodes, type TableCode } from '../lib/table-qr.ts';
import { TableCardSheet } from './table-card-sheet.tsx';
import '../../../lib/ui/tokens.css';

const labels = ['1', '2', '3', '4', '5', '6', '7', '8', 'Terrace 1', 'Terrace 2'];

const meta = {
  title: 'Settings/TableCardSheet',
  component: TableCardSheet,
  args: { businessName: 'Demo Cafe', codes: [] },
  // Real codes for each table's link, made the way the table cards page makes them.
  loaders: [
    async () => ({ codes: await makeTableCodes('https://qrmenu.example', 'democafe', labels) }),
  ],
  render: (args, { loaded }) => <TableCardSheet {...args} codes={loaded.codes as TableCode[]} />,
} satisfies Meta<typeof TableCardSheet>;
export default meta;

type Story = StoryObj<typeof meta>;

export const DemoCafe: Story = {};
export const LongNames: Story = {
  args: { businessName: 'Al Mouj Seafood Grill and Karak House' },
};
