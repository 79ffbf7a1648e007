import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { en } from '../i18n/en.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

const meta = {
  title: 'Admin/Confirm dialog',
  component: ConfirmDialog,
  args: {
    message: en.menu.confirmDeleteItem,
    confirmLabel: 'Delete item',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const DeleteItem: Story = {};
export const DeleteCategory: Story = {
  args: { message: en.menu.confirmDeleteCategory, confirmLabel: 'Delete category' },
};
