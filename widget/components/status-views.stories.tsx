import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { localeOf, WidgetFrame } from '../stories/fixtures.tsx';
import { ErrorView, LoadingView, NotFoundView } from './status-views.tsx';

const meta = {
  title: 'Widget/States',
  decorators: [
    (Story, { globals }) => <WidgetFrame lang={localeOf(globals)}>{Story()}</WidgetFrame>,
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  render: (_, { globals }) => <LoadingView lang={localeOf(globals)} />,
};
export const NotFound: Story = {
  render: (_, { globals }) => <NotFoundView lang={localeOf(globals)} />,
};
export const NetworkError: Story = {
  render: (_, { globals }) => <ErrorView lang={localeOf(globals)} onRetry={fn()} />,
};
export const NetworkErrorArabic: Story = {
  render: (_, { globals }) => <ErrorView lang={localeOf(globals)} onRetry={fn()} />,
  globals: { locale: 'ar' },
};
