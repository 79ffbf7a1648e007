import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MENU_TEXTS } from '../i18n.ts';
import { groupMenu, menuChips } from '../menu-groups.ts';
import type { PublicMenu } from '../menu-types.ts';
import {
  arabicMenu,
  demoMenu,
  inLang,
  localeOf,
  longNamesMenu,
  WidgetFrame,
} from '../stories/fixtures.tsx';
import { CategoryChips } from './category-chips.tsx';

interface ChipsStoryProps {
  menu: PublicMenu;
  active: string;
  onSelect: (id: string) => void;
}

const meta = {
  title: 'Widget/CategoryChips',
  render: ({ menu, active, onSelect }, { globals }) => {
    const lang = localeOf(globals);
    const t = MENU_TEXTS[lang];
    const chips = menuChips(groupMenu(inLang(menu, lang), t.uncategorized), t.all);
    return (
      <WidgetFrame lang={lang}>
        <CategoryChips chips={chips} label={t.categories} active={active} onSelect={onSelect} />
      </WidgetFrame>
    );
  },
  args: { menu: demoMenu, active: 'all', onSelect: fn() },
} satisfies Meta<ChipsStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All, the categories in sort order, and Uncategorized because Mineral Water has none. */
export const AllSelected: Story = {};
export const CategorySelected: Story = { args: { active: 'breakfast' } };
export const LongNames: Story = { args: { menu: longNamesMenu } };
/** Chips start at the right and scroll the natural way. */
export const Arabic: Story = {
  args: { menu: arabicMenu, active: 'hot' },
  globals: { locale: 'ar' },
};
