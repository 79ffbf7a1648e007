import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WidgetFrame } from '../stories/fixtures.tsx';
import { ErrorView, LoadingView, NotFoundView } from './status-views.tsx';

const meta = {
  title: 'Widget/States',
  decorators: [(Story) => <WidgetFrame>{Story()}</WidgetFrame>],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { render: () => <LoadingView /> };
export const NotFound: Story = { render: () => <NotFoundView /> };
export const NetworkError: Story = { render: () => <ErrorView onRetry={fn()} /> };
