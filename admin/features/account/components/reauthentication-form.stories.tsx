import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReauthenticationForm } from './reauthentication-form.tsx';
import '../../../lib/ui/tokens.css';

const meta = {
  title: 'Admin/Account/ReauthenticationForm',
  component: ReauthenticationForm,
  args: {
    email: 'owner@example.com',
    what: 'password',
    onSubmit: fn(),
    onResend: fn(),
    onCancel: fn(),
    busy: false,
  },
} satisfies Meta<typeof ReauthenticationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Password: Story = {};
export const Email: Story = { args: { what: 'email' } };
export const CodeResent: Story = { args: { done: 'A new code is on its way.' } };
