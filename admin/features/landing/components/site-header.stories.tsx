import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { SiteHeader } from './site-header.tsx';
import '../../../lib/ui/tokens.css';

const meta = {
  title: 'Landing/SiteHeader',
  component: SiteHeader,
  args: { contactHref: 'https://wa.me/96800000000?text=Hello' },
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof SiteHeader>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
/** Below 40rem the links move into the Radix dialog behind the menu button. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
