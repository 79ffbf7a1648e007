import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PageStatus } from './page-status.tsx';
import './tokens.css';

const meta = {
  title: 'Admin/PageStatus',
  component: PageStatus,
  args: { children: 'Checking access…', busy: true },
} satisfies Meta<typeof PageStatus>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Checking: Story = {};
export const Failed: Story = {
  args: {
    children: 'Error: Failed to fetch',
    busy: false,
    tone: 'error',
    action: { label: 'Try again', onClick: fn() },
  },
};
