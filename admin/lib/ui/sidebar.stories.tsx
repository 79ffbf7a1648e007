import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { fn } from 'storybook/test';
import { Sidebar } from './sidebar.tsx';
import './tokens.css';

const meta = {
  title: 'Admin/Sidebar',
  component: Sidebar,
  args: {
    title: 'QR Menu Admin',
    links: [
      { to: '/admin/dashboard', label: 'Dashboard' },
      { to: '/admin/menu', label: 'Menu Items' },
      { to: '/admin/banner', label: 'Banner Upload' },
    ],
    onLogout: fn(),
  },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/admin/dashboard']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof Sidebar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Owner: Story = {};
export const Superadmin: Story = {
  args: {
    title: 'QR Menu Superadmin',
    links: [
      { to: '/superadmin/dashboard', label: 'Dashboard' },
      { to: '/superadmin/all-menu', label: 'All Menus' },
    ],
  },
};
export const LoggingOut: Story = { args: { loggingOut: true } };
