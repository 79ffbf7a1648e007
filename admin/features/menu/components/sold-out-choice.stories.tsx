import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SoldOutChoice } from './sold-out-choice.tsx';

const meta = {
  title: 'Menu/Sold out choice',
  component: SoldOutChoice,
  args: { name: 'Karak Tea', onChoose: fn(), onCancel: fn() },
} satisfies Meta<typeof SoldOutChoice>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Until the owner changes it, or until the next opening (issue 30). */
export const Open: Story = {};
export const Arabic: Story = { args: { name: 'كرك' }, globals: { locale: 'ar' } };
