import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MENU_TEXTS } from '../i18n.ts';
import { groupMenu } from '../menu-groups.ts';
import type { MenuItem, PublicMenu } from '../menu-types.ts';
import {
  arabicMenu,
  demoMenu,
  emptyMenu,
  hundredItemsMenu,
  inLang,
  localeOf,
  WidgetFrame,
} from '../stories/fixtures.tsx';
import { MenuGroupsView } from './menu-groups-view.tsx';

interface GridStoryProps {
  menu: PublicMenu;
  /** Show only this category (an empty one shows the shared empty state). */
  only?: string;
  onAdd: (item: MenuItem) => void;
}

const meta = {
  title: 'Widget/MenuGrid',
  render: ({ menu, only, onAdd }, { globals }) => {
    const lang = localeOf(globals);
    const groups = groupMenu(inLang(menu, lang), MENU_TEXTS[lang].uncategorized);
    return (
      <WidgetFrame lang={lang}>
        <MenuGroupsView
          groups={only ? groups.filter((g) => g.id === only) : groups}
          qtyById={new Map([['karak', 2]])}
          lang={lang}
          onAdd={onAdd}
        />
      </WidgetFrame>
    );
  },
  args: { menu: demoMenu, onAdd: fn() },
} satisfies Meta<GridStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Groups in category order, then Uncategorized; Karak Tea shows 2 in the cart. */
export const Grid: Story = {};
export const Empty: Story = { args: { menu: emptyMenu } };
export const EmptyCategory: Story = {
  args: { menu: { ...demoMenu, items: [] }, only: 'hot' },
};
export const HundredItems: Story = { args: { menu: hundredItemsMenu } };
export const Arabic: Story = { args: { menu: arabicMenu }, globals: { locale: 'ar' } };
