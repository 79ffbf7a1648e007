import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DEFAULT_QUERY } from '../lib/menu-query.ts';
import { sampleCategories } from './fixtures.ts';
import { MenuToolbar } from './menu-toolbar.tsx';

const meta = {
  title: 'Menu/Toolbar',
  component: MenuToolbar,
  decorators: [
    (Story) => (
      <div className="ui-page">
        <Story />
      </div>
    ),
  ],
  args: {
    query: DEFAULT_QUERY,
    categories: sampleCategories,
    onSearch: fn(),
    onChange: fn(),
  },
} satisfies Meta<typeof MenuToolbar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
/** Opened from a shared link: search, category and price sort, most expensive first. */
export const FromSharedLink: Story = {
  args: {
    query: {
      ...DEFAULT_QUERY,
      search: 'tea',
      category: sampleCategories[0]!.id,
      sort: 'price',
      dir: 'desc',
    },
  },
};
