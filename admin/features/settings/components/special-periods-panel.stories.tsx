import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SpecialPeriodsPanel } from './special-periods-panel.tsx';

const week = (opens: string, closes: string) =>
  Array.from({ length: 7 }, () => [{ opens, closes }]);

const meta = {
  title: 'Settings/Special periods',
  component: SpecialPeriodsPanel,
  args: {
    periods: [
      {
        id: 'ramadan',
        name: 'Ramadan',
        name_ar: 'رمضان',
        starts_on: '2027-02-08',
        ends_on: '2027-03-09',
        opening_hours: week('19:00', '03:00'),
        windows: { breakfast: null },
      },
      {
        id: 'eid',
        name: 'Eid',
        name_ar: 'العيد',
        starts_on: '2027-03-10',
        ends_on: '2027-03-12',
        opening_hours: week('16:00', '23:00'),
        windows: { breakfast: [{ days: [0, 1, 2, 3, 4, 5, 6], from: '16:00', to: '20:00' }] },
      },
    ],
    categories: [
      {
        id: 'breakfast',
        name: 'Breakfast',
        name_ar: 'فطور',
        available_windows: [{ days: [0, 1, 2, 3, 4, 5, 6], from: '06:00', to: '11:00' }],
      },
      { id: 'drinks', name: 'Hot Drinks', name_ar: 'مشروبات ساخنة', available_windows: null },
    ],
    usualHours: week('06:00', '23:00'),
    primary: 'en',
    onSave: fn(async () => true),
    onDelete: fn(),
    now: new Date('2027-02-20T09:00:00Z'),
  },
} satisfies Meta<typeof SpecialPeriodsPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Ramadan in force, Eid to come. */
export const TwoPeriods: Story = {};
export const NoPeriods: Story = { args: { periods: [] } };
export const Arabic: Story = { globals: { locale: 'ar' } };
/** The superadmin's view: no buttons. */
export const ReadOnly: Story = {
  render: ({ onSave: _save, onDelete: _delete, ...args }) => <SpecialPeriodsPanel {...args} />,
};
