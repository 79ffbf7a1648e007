import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AuthForm } from './auth-form.tsx';
import '../../../lib/ui/tokens.css';

const meta = {
  title: 'Admin/Auth/AuthForm',
  component: AuthForm,
  args: { mode: 'login', onModeChange: fn(), onSubmit: fn(), onResend: fn(), busy: false },
} satisfies Meta<typeof AuthForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LogIn: Story = {};
export const SignUp: Story = { args: { mode: 'signup' } };
export const Busy: Story = { args: { busy: true } };
