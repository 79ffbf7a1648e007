import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { SiteFooter } from './site-footer.tsx';
import './landing.css';

const meta = {
  title: 'Landing/SiteFooter',
  component: SiteFooter,
  args: { contactHref: 'https://wa.me/96800000000?text=Hello' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof SiteFooter>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
