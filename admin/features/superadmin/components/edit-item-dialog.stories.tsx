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
    onSave: fn(),
  },
} satisfies Meta<typeof EditItemDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** The backend refused: the form keeps what was typed and shows the refusal beside it. */
export const SaveFails: Story = {
  args: { saveError: 'The item was not updated: it no longer exists or you may not change it.' },
};

export const Saving: Story = { args: { saving: true } };

export const NoDescription: Story = { args: { item: sampleRows[1]! } };

export const DeleteConfirmation: Story = {
  render: () => (
    <DeleteItemDialog item={sampleRows[0]!} onClose={fn()} onConfirm={fn(async () => {})} />
  ),
};
