import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TokensPage } from './tokens-page.tsx';

const meta = {
  title: 'Design/Tokens',
  component: TokensPage,
  parameters: { layout: 'padded' },
  tags: ['!autodocs'],
} satisfies Meta<typeof TokensPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The widget's accent and the admin's brand colour are read from the real CSS. */
export const Tokens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('--qr-menu-accent')).toBeVisible();
    await expect(canvas.getByText('--qm-brand')).toBeVisible();
  },
};
