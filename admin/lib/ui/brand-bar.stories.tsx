import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { BrandBar } from './brand-bar.tsx';

const meta = {
  title: 'Admin/BrandBar',
  component: BrandBar,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof BrandBar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The login page: the brand back home and nothing else. */
export const BrandOnly: Story = {};
/** The registration page offers an action beside the brand. */
export const WithAction: Story = {
  args: {
    children: (
      <button type="button" className="ui-button ui-button--secondary">
        Logout
      </button>
    ),
  },
};
