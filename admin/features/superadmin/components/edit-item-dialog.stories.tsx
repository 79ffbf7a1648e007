import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EditItemDialog } from './edit-item-dialog.tsx';
import { DeleteItemDialog } from './delete-item-dialog.tsx';
import { sampleRows } from './fixtures.ts';

const meta = {
  title: 'Superadmin/Edit item dialog',
  component: EditItemDialog,
  args: {
    item: sampleRows[0]!,
    onClose: fn(),
    onSave: fn(async () => true),
  },
} satisfies Meta<typeof EditItemDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** The backend refused: the form keeps what was typed (the page shows the toast). */
export const SaveFails: Story = { args: { onSave: fn(async () => false) } };

export const NoDescription: Story = { args: { item: sampleRows[1]! } };

export const DeleteConfirmation: Story = {
  render: () => (
    <DeleteItemDialog item={sampleRows[0]!} onClose={fn()} onConfirm={fn(async () => {})} />
  ),
};
