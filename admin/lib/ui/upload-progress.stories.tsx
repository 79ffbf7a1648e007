import type { Meta, StoryObj } from '@storybook/react-vite';
import { UploadProgress } from './upload-progress.tsx';

const meta = {
  title: 'Admin/UploadProgress',
  component: UploadProgress,
  args: { label: 'Uploading image', value: 0.42 },
} satisfies Meta<typeof UploadProgress>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Halfway: Story = {};
export const Starting: Story = { args: { label: 'Uploading banner', value: 0 } };
export const Done: Story = { args: { value: 1 } };
