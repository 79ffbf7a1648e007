import type { Meta, StoryObj } from '@storybook/react-vite';
import { BusinessMenuList } from './business-menu-list.tsx';
import { sampleMenu } from './fixtures.ts';

const meta = {
  title: 'Superadmin/Business menu list',
  component: BusinessMenuList,
  args: { items: sampleMenu },
} satisfies Meta<typeof BusinessMenuList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { items: [] } };
/** A dish on offer for December: the offer and its period (Muscat time) under the price. */
export const WithOffer: Story = {
  args: {
    items: sampleMenu.map((item, index) =>
      index === 0
        ? {
            ...item,
            offer: {
              priceBaisa: 700,
              starts: '2026-12-01T02:00:00Z',
              ends: '2026-12-31T20:00:00Z',
            },
          }
        : item,
    ),
  },
};
