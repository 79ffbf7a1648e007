import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { InsightsPanel } from './insights-panel.tsx';
import { InsightsView } from './insights-view.tsx';
import { sampleInsights } from './insights-fixtures.ts';
import '../../../lib/ui/tokens.css';

const meta = {
  title: 'Dashboard/Insights',
  component: InsightsPanel,
  args: { days: 30, onDaysChange: fn(), onRetry: fn() },
} satisfies Meta<typeof InsightsPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { days: 7, children: <InsightsView insights={sampleInsights(7, 0)} primary="en" /> },
};
export const SmallFirstWeek: Story = {
  args: { days: 7, children: <InsightsView insights={sampleInsights(7, 4)} primary="en" /> },
};
export const LargeQuarter: Story = {
  args: { days: 90, children: <InsightsView insights={sampleInsights(90, 300)} primary="en" /> },
};
/** More orders than recorded views (a host page with analytics="off"): capped and explained. */
export const MoreOrdersThanViews: Story = {
  args: {
    children: (
      <InsightsView
        insights={{ ...sampleInsights(7, 1), views: 2, orders: 5, conversion: 2.5 }}
        primary="en"
      />
    ),
  },
};
export const Loading: Story = { args: { loading: true } };
export const Failed: Story = { args: { error: 'Failed to fetch' } };
