// The customer menu's parts, shared by the widget and the admin's customer preview (issue 18).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { isLang, type Lang } from '../../domain/i18n.ts';
import { BusinessHeader } from './business-header.tsx';
import { CategoryChips } from './category-chips.tsx';
import { ItemBadges } from './item-badges.tsx';
import { MenuItemCard, type MenuItemCardProps } from './item-card.tsx';
import { MenuFrame } from './menu-frame.tsx';
import { MenuState } from './menu-state.tsx';
import { Price } from './price.tsx';

const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#8a5a35"/><circle cx="200" cy="150" r="90" fill="#f7f2ea"/></svg>',
)}`;
const banner = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 300"><rect width="800" height="300" fill="#6b3a1e"/></svg>',
)}`;

const TEXTS = {
  en: {
    name: 'Karak Tea',
    description: 'Strong black tea with cardamom and evaporated milk.',
    soldOut: 'Sold out',
    add: 'Add Karak Tea',
    badges: {
      vegetarian: 'Vegetarian',
      vegan: 'Vegan',
      spicy: 'Spicy',
      new: 'New',
      popular: 'Popular',
      contains_nuts: 'Contains nuts',
    },
    kcal: '120 kcal',
    edit: 'Edit',
    editItem: 'Edit Karak Tea',
    category: 'Hot drinks',
    cafe: 'Demo Cafe',
    headline: 'Fresh karak every morning',
    chips: [
      { id: 'all', name: 'All' },
      { id: 'hot', name: 'Hot drinks' },
      { id: 'sweets', name: 'Sweets' },
    ],
    categories: 'Menu categories',
  },
  ar: {
    name: 'شاي كرك',
    description: 'شاي أسود قوي بالهيل والحليب المبخر.',
    soldOut: 'نفدت الكمية',
    add: 'أضف شاي كرك',
    badges: {
      vegetarian: 'نباتي',
      vegan: 'نباتي صرف',
      spicy: 'حار',
      new: 'جديد',
      popular: 'الأكثر طلبًا',
      contains_nuts: 'يحتوي على مكسرات',
    },
    kcal: '120 سعرة',
    edit: 'تعديل',
    editItem: 'تعديل شاي كرك',
    category: 'مشروبات ساخنة',
    cafe: 'مقهى ديمو',
    headline: 'كرك طازج كل صباح',
    chips: [
      { id: 'all', name: 'الكل' },
      { id: 'hot', name: 'مشروبات ساخنة' },
      { id: 'sweets', name: 'حلويات' },
    ],
    categories: 'أقسام القائمة',
  },
} as const;

function langOf(globals: Record<string, unknown>): Lang {
  return isLang(globals.locale) ? globals.locale : 'en';
}

/** The card's texts in the toolbar's language. */
function cardTexts(lang: Lang) {
  const t = TEXTS[lang];
  return {
    name: t.name,
    description: t.description,
    soldOutLabel: t.soldOut,
    addLabel: t.add,
    facts: <ItemBadges badges={['popular', 'new']} labels={t.badges} calories={t.kcal} />,
  };
}

const cardArgs: MenuItemCardProps = {
  id: 'karak',
  imageUrl: photo,
  priceBaisa: 400,
  lang: 'en',
  ...cardTexts('en'),
};

const meta = {
  title: 'Shared/Menu item card',
  component: MenuItemCard,
  render: (args, { globals }) => {
    const lang = langOf(globals);
    return (
      <MenuFrame lang={lang}>
        <ul className="qm-gr" style={{ padding: 16, maxWidth: 360 }}>
          <MenuItemCard {...args} {...cardTexts(lang)} lang={lang} />
        </ul>
      </MenuFrame>
    );
  },
  args: { ...cardArgs, onAdd: fn() },
} satisfies Meta<typeof MenuItemCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The customer variant: photo, name, description, badges, price and the add button. */
export const Customer: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const add = within(canvasElement).getByRole('button', { name: TEXTS[langOf(globals)].add });
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};
export const InCart: Story = { args: { qty: 2 } };
/** Greyed, "Sold out" instead of the price, and the add button disabled. */
export const SoldOut: Story = { args: { soldOut: true } };
/** No photo yet: the first letter of the name keeps the photo's box. */
export const WithoutPhoto: Story = { args: { imageUrl: null } };
/**
 * The owner variant, as menu management shows it: named by the dish, the owner's notes under the
 * name (here the category), the price even when sold out, and the owner's actions under it.
 */
export const Owner: Story = {
  args: { variant: 'owner' },
  render: (args, { globals }) => {
    const lang = langOf(globals);
    const t = TEXTS[lang];
    return (
      <MenuFrame lang={lang}>
        <ul className="qm-gr" style={{ padding: 16, maxWidth: 360 }}>
          <MenuItemCard
            {...args}
            {...cardTexts(lang)}
            lang={lang}
            notes={<p className="qm-d">{t.category}</p>}
            actions={
              <button type="button" className="qm-c" aria-label={t.editItem}>
                {t.edit}
              </button>
            }
          />
        </ul>
      </MenuFrame>
    );
  },
  play: async ({ canvasElement, globals }) => {
    const t = TEXTS[langOf(globals)];
    const card = within(canvasElement).getByRole('listitem', { name: t.name });
    await expect(within(card).getByRole('button', { name: t.editItem })).toBeVisible();
    await expect(card).toHaveTextContent(t.category);
  },
};
/** The owner variant of a sold-out dish: greyed and marked, with its price still shown. */
export const OwnerSoldOut: Story = { ...Owner, args: { variant: 'owner', soldOut: true } };

/** The price alone, in rials with three decimals, in either language. */
export const PriceOnly: Story = {
  render: (_args, { globals }) => (
    <MenuFrame lang={langOf(globals)}>
      <p style={{ padding: 16 }}>
        <Price baisa={2750} lang={langOf(globals)} />
      </p>
    </MenuFrame>
  ),
};

/** The business header with its banner and headline, and without a banner. */
export const Header: Story = {
  render: (_args, { globals }) => {
    const t = TEXTS[langOf(globals)];
    return (
      <MenuFrame lang={langOf(globals)}>
        <BusinessHeader name={t.cafe} headline={t.headline} bannerUrl={banner} />
        <BusinessHeader name={t.cafe} description={t.description} />
      </MenuFrame>
    );
  },
};

/** The sticky category bar; the pressed chip is the one shown. */
export const Chips: Story = {
  render: (_args, { globals }) => {
    const t = TEXTS[langOf(globals)];
    return (
      <MenuFrame lang={langOf(globals)}>
        <CategoryChips chips={t.chips} label={t.categories} active="hot" onSelect={fn()} />
      </MenuFrame>
    );
  },
};

/** Loading, empty, not found and failed with retry. */
export const States: Story = {
  render: (_args, { globals }) => {
    const ar = langOf(globals) === 'ar';
    return (
      <MenuFrame lang={langOf(globals)}>
        <MenuState kind="loading" title={ar ? 'جارٍ تحميل النشاط...' : 'Loading Business...'} />
        <MenuState kind="empty" title={ar ? 'لا توجد أصناف بعد' : 'No items yet'} />
        <MenuState
          kind="error"
          title={ar ? 'تعذر تحميل القائمة' : 'The menu could not be loaded'}
          retryLabel={ar ? 'إعادة المحاولة' : 'Try again'}
          onRetry={fn()}
        />
      </MenuFrame>
    );
  },
};
