import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DevicesList } from './devices-list.tsx';
import type { DeviceRow } from '../api/list-devices.ts';

const device = (overrides: Partial<DeviceRow>): DeviceRow => ({
  id: crypto.randomUUID(),
  name: 'Kitchen tablet',
  screen: 'kitchen',
  created_at: '2026-11-29T08:00:00Z',
  last_seen_at: '2026-11-29T14:20:00Z',
  revoked_at: null,
  ...overrides,
});

const meta = {
  title: 'Devices/DevicesList',
  component: DevicesList,
  args: {
    devices: [
      device({}),
      device({ name: 'Counter board', screen: 'board', last_seen_at: null }),
      device({ name: 'Old grill tablet', revoked_at: '2026-11-28T20:00:00Z' }),
    ],
    busy: null,
    onRemove: fn(),
  },
} satisfies Meta<typeof DevicesList>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ActiveNewAndRemoved: Story = {};
/** The superadmin's view: no Remove. */
export const ReadOnly: Story = {
  render: (args) => <DevicesList devices={args.devices} busy={null} />,
};
export const NoDevices: Story = { args: { devices: [] } };
