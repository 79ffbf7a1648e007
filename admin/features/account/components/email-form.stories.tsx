import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EmailForm } from './email-form.tsx';
import '../../../lib/ui/tokens.css';

const meta = {
  title: 'Admin/Account/EmailForm',
  component: EmailForm,
  args: {
    title: 'Forgot your password?',
    headingLevel: 1,
    lead: 'Enter the email you log in with and we will send you a link to set a new password.',
    submitLabel: 'Send reset link',
    onSubmit: fn(),
    busy: false,
  },
} satisfies Meta<typeof EmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForgotPassword: Story = {};
export const Sent: Story = {
  args: { done: 'If an account uses that email, a reset link is on its way. Check your inbox.' },
};
export const ChangeEmail: Story = {
  args: {
    title: 'Change email',
    headingLevel: 2,
    lead: 'You log in with owner@example.com.',
    submitLabel: 'Change email',
  },
};
