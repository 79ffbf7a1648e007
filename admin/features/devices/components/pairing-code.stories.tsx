import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PairingCode } from './pairing-code.tsx';

const meta = {
  title: 'Devices/PairingCode',
  component: PairingCode,
  args: {
    pairing: {
      code: 'RSDE-2M83',
      expires_at: new Date(Date.now() + 10 * 60_000).toISOString(),
      name: 'Kitchen tablet',
      screen: 'kitchen',
    },
    qr: null,
    stepsId: 'pairing-steps',
    onNewCode: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof PairingCode>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Valid: Story = {};
export const Expired: Story = {
  args: {
    pairing: {
      code: 'RSDE-2M83',
      expires_at: '2026-11-29T10:00:00Z',
      name: 'Kitchen tablet',
      screen: 'kitchen',
    },
  },
};
