import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from './field.tsx';

const meta = {
  title: 'Admin/Field',
  component: Field,
  args: {
    label: 'Price (OMR)',
    hint: 'Three decimals, for example 1.250',
    children: (control) => <input {...control} inputMode="decimal" defaultValue="1.250" />,
  },
  decorators: [
    (Story) => (
      <form className="ui-form" style={{ maxWidth: '24rem' }}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof Field>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithHint: Story = {};
export const Required: Story = { args: { required: true, hint: undefined } };
export const WithError: Story = {
  args: {
    error: 'Price cannot be negative',
    children: (control) => <input {...control} inputMode="decimal" defaultValue="-1" />,
  },
};
