import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { validationMessages } from '../../../shared/domain/validation.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

const meta = {
  title: 'Admin/Confirm dialog',
  component: ConfirmDialog,
  args: {
    message: validationMessages.confirmDeleteItem,
    confirmLabel: 'Delete item',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const DeleteItem: Story = {};
export const DeleteCategory: Story = {
  args: { message: validationMessages.confirmDeleteCategory, confirmLabel: 'Delete category' },
};
