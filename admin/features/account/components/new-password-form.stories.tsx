import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { NewPasswordForm } from './new-password-form.tsx';
import '../../../lib/ui/tokens.css';

const meta = {
  title: 'Admin/Account/NewPasswordForm',
  component: NewPasswordForm,
  args: {
    title: 'Set a new password',
    headingLevel: 1,
    lead: 'For owner@example.com. At least 6 characters.',
    submitLabel: 'Save new password',
    onSubmit: fn(),
    busy: false,
  },
} satisfies Meta<typeof NewPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ResetPage: Story = {};
export const AccountPage: Story = {
  args: { title: 'Change password', headingLevel: 2, submitLabel: 'Change password' },
};
export const Busy: Story = { args: { busy: true } };
