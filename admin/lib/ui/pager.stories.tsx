import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Pager } from './pager.tsx';
import './tokens.css';

const meta = {
  title: 'Admin/Pager',
  component: Pager,
  args: { page: 2, pageSize: 24, total: 1000, label: 'Menu items', onPageChange: fn() },
} satisfies Meta<typeof Pager>;
export default meta;

type Story = StoryObj<typeof meta>;

export const MiddlePage: Story = {};
export const FirstPageWithCount: Story = { args: { page: 1, unit: 'items' } };
export const LastPage: Story = { args: { page: 42 } };
/** Everything fits on one page: the pager renders nothing. */
export const SinglePage: Story = { args: { page: 1, total: 10 } };
