import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './button.tsx';
import { Dialog, DialogActions, DialogCancel } from './dialog.tsx';
import { Field } from './field.tsx';

const meta = {
  title: 'Admin/Dialog',
  component: Dialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Rename category',
    description: 'Customers see the new name at once.',
    children: null,
  },
  render: (args) => (
    <Dialog {...args}>
      <Field label="Name" required>
        {(control) => <input {...control} defaultValue="Hot drinks" />}
      </Field>
      <DialogActions>
        <DialogCancel />
        <Button type="submit">Save</Button>
      </DialogActions>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = {
  args: { size: 'small', title: 'Delete this item?', description: 'This cannot be undone.' },
  render: (args) => (
    <Dialog {...args}>
      <DialogActions>
        <DialogCancel />
        <Button variant="danger">Delete item</Button>
      </DialogActions>
    </Dialog>
  ),
};
