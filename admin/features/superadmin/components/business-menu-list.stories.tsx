import type { Meta, StoryObj } from '@storybook/react-vite';
import { BusinessMenuList } from './business-menu-list.tsx';
import { sampleMenu } from './fixtures.ts';

const meta = {
  title: 'Superadmin/Business menu list',
  component: BusinessMenuList,
  args: { items: sampleMenu },
} satisfies Meta<typeof BusinessMenuList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { items: [] } };
