import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './button.tsx';

const meta = {
  title: 'Admin/Button',
  component: Button,
  args: { children: 'Save', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete item' } };
export const Link: Story = { args: { variant: 'link', children: 'Show the menu' } };
export const Icon: Story = { args: { icon: true, children: '×', 'aria-label': 'Remove' } };
export const Busy: Story = { args: { busy: true, busyLabel: 'Saving…' } };
