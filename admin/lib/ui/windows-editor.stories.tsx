import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { TimeWindow } from '../../../shared/domain/availability.ts';
import { WindowsEditor } from './windows-editor.tsx';

const meta = {
  title: 'Menu/Serving times',
  component: WindowsEditor,
  args: { value: null, onChange: fn(), noneLabel: 'As its category' },
  render: function Render(args) {
    const [value, setValue] = useState<TimeWindow[] | null>(args.value ? [...args.value] : null);
    return (
      <form className="ui-form" style={{ maxWidth: 480 }}>
        <WindowsEditor {...args} value={value} onChange={setValue} />
      </form>
    );
  },
} satisfies Meta<typeof WindowsEditor>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Always: Story = {};
/** Breakfast every morning and a late menu on Thursday and Friday nights, past midnight. */
export const BreakfastAndLateNights: Story = {
  args: {
    value: [
      { days: [0, 1, 2, 3, 4, 5, 6], from: '06:00', to: '11:00' },
      { days: [4, 5], from: '22:00', to: '02:00' },
    ],
  },
};
export const WithProblem: Story = {
  args: {
    value: [{ days: [], from: '06:00', to: '11:00' }],
    error: 'Tick at least one day for each time',
  },
};
export const Arabic: Story = {
  args: { ...BreakfastAndLateNights.args, noneLabel: 'مثل فئته' },
  globals: { locale: 'ar' },
};
