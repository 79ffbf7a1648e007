import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { BusinessCard } from './business-card.tsx';
import { BusinessCardGrid } from './business-card-grid.tsx';
import { sampleBusinesses } from './fixtures.ts';

const meta = {
  title: 'Superadmin/Business card',
  component: BusinessCard,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { business: sampleBusinesses[0]! },
} satisfies Meta<typeof BusinessCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OneItem: Story = { args: { business: sampleBusinesses[1]! } };

export const ArabicNameNoCategory: Story = { args: { business: sampleBusinesses[2]! } };

export const Grid: Story = {
  render: () => <BusinessCardGrid businesses={sampleBusinesses} emptyText="No businesses yet." />,
};

export const EmptySearch: Story = {
  render: () => <BusinessCardGrid businesses={[]} emptyText='No business matches "zzz".' />,
};
