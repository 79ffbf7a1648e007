import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleDays, wave } from '../../../lib/charts/chart-fixtures.ts';
import { PlatformInsightsView } from './platform-insights.tsx';

function platform(businesses: number, scale: number) {
  const days = sampleDays(30).map((day, i) => ({
    day,
    views: wave(i, scale),
    orders: Math.round(wave(i, scale, 3) / 8),
  }));
  return {
    businesses,
    days,
    views: days.reduce((n, d) => n + d.views, 0),
    orders: days.reduce((n, d) => n + d.orders, 0),
  };
}

const meta = {
  title: 'Superadmin/Platform insights',
  component: PlatformInsightsView,
  args: { platform: platform(3, 12) },
} satisfies Meta<typeof PlatformInsightsView>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { platform: platform(0, 0) } };
export const SmallPlatform: Story = {};
export const LargePlatform: Story = { args: { platform: platform(1000, 25_000) } };
