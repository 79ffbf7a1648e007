import type { Meta, StoryObj } from '@storybook/react-vite';
import { wave } from './chart-fixtures.ts';
import { BarList } from './bar-list.tsx';

const dishes = [
  'Karak Tea',
  'Chicken Shawarma',
  'Omani Kahwa',
  'Saffron Milk Cake with Pistachio and Rose Water Cream',
  'Mixed Grill Platter',
  'Luqaimat',
  'Mango Lassi',
  'Hammour Majboos',
  'Falafel Wrap',
  'Date Smoothie',
];

const meta = {
  title: 'Charts/Bar list',
  component: BarList,
  args: {
    title: 'Top 10 items added to a cart',
    columns: ['Item', 'Added'],
    summary: 'Top 10 items added to a cart: most is Karak Tea with 3',
    rows: [
      { key: 'a', label: 'Karak Tea', value: 3 },
      { key: 'b', label: 'Chicken Shawarma', value: 1 },
    ],
  },
} satisfies Meta<typeof BarList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { rows: [], empty: 'No item was added to a cart in this period.' },
};
export const Small: Story = {};
const many = dishes
  .map((label, i) => ({ key: label, label, value: wave(i, 900, 2) }))
  .sort((a, b) => b.value - a.value);

export const LargeWithLongNames: Story = {
  args: {
    summary: `Top 10 items added to a cart: most is ${many[0]!.label} with ${many[0]!.value}`,
    rows: many,
  },
};
