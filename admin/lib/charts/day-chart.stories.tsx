import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleDays, wave } from './chart-fixtures.ts';
import { DayChart } from './day-chart.tsx';

function series(count: number, scale: number) {
  const days = sampleDays(count);
  const views = days.map((_, i) => wave(i, scale));
  const orders = days.map((_, i) => Math.round(wave(i, scale, 4) / 5));
  return {
    days: days.map((d) => d.slice(5)),
    series: [
      { key: 'views', label: 'Menu views', values: views },
      { key: 'orders', label: 'Orders sent', values: orders },
    ],
    summary: `${views.reduce((a, b) => a + b, 0)} menu views and ${orders.reduce((a, b) => a + b, 0)} orders sent over ${count} days`,
  };
}

const meta = {
  title: 'Charts/Day chart',
  component: DayChart,
  args: {
    title: 'Menu views and orders sent per day',
    dayColumn: 'Day',
    maxLabel: (n: number) => `Highest: ${n}`,
    ...series(7, 6),
  },
} satisfies Meta<typeof DayChart>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: {
    ...series(7, 0),
    empty: 'No visits in this period yet. Share your QR code or menu link to see them here.',
  },
};
export const SmallWeek: Story = {};
export const LargeQuarter: Story = { args: series(90, 400) };
