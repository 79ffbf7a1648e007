import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { groupMenu, menuChips } from '../menu-groups.ts';
import { arabicMenu, demoMenu, longNamesMenu, WidgetFrame } from '../stories/fixtures.tsx';
import { CategoryChips } from './category-chips.tsx';

const meta = {
  title: 'Widget/CategoryChips',
  component: CategoryChips,
  decorators: [(Story) => <WidgetFrame>{Story()}</WidgetFrame>],
  args: { chips: menuChips(groupMenu(demoMenu)), active: 'all', onSelect: fn() },
} satisfies Meta<typeof CategoryChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All, the categories in sort order, and Uncategorized because Mineral Water has none. */
export const AllSelected: Story = {};
export const CategorySelected: Story = { args: { active: 'breakfast' } };
export const LongNames: Story = { args: { chips: menuChips(groupMenu(longNamesMenu)) } };
export const Arabic: Story = { args: { chips: menuChips(groupMenu(arabicMenu)), active: 'hot' } };
