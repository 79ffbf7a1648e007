import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { groupMenu } from '../menu-groups.ts';
import {
  arabicMenu,
  demoMenu,
  emptyMenu,
  hundredItemsMenu,
  WidgetFrame,
} from '../stories/fixtures.tsx';
import { MenuGroupsView } from './menu-groups-view.tsx';

const meta = {
  title: 'Widget/MenuGrid',
  component: MenuGroupsView,
  decorators: [(Story) => <WidgetFrame>{Story()}</WidgetFrame>],
  args: {
    groups: groupMenu(demoMenu),
    qtyById: new Map([['karak', 2]]),
    onAdd: fn(),
  },
} satisfies Meta<typeof MenuGroupsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Groups in category order, then Uncategorized; Karak Tea shows 2 in the cart. */
export const Grid: Story = {};
export const Empty: Story = { args: { groups: groupMenu(emptyMenu) } };
export const EmptyCategory: Story = {
  args: { groups: [{ id: 'hot', name: 'Hot Drinks', items: [] }] },
};
export const HundredItems: Story = { args: { groups: groupMenu(hundredItemsMenu) } };
export const ArabicNames: Story = { args: { groups: groupMenu(arabicMenu) } };
