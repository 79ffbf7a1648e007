import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReservationForm } from './reservation-form.tsx';
import '../../../lib/ui/tokens.css';
import './landing.css';

const meta = {
  title: 'Landing/ReservationForm',
  component: ReservationForm,
  args: { onSubmit: fn(), onInvalid: fn() },
} satisfies Meta<typeof ReservationForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
