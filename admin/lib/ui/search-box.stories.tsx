import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SearchBox } from './search-box.tsx';
import './tokens.css';

const meta = {
  title: 'Admin/SearchBox',
  component: SearchBox,
  args: { label: 'Search', placeholder: 'Name or description', value: '', onSearch: fn() },
} satisfies Meta<typeof SearchBox>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Opened from a link that already holds a search (?q=tea). */
export const WithSearch: Story = { args: { value: 'tea' } };
