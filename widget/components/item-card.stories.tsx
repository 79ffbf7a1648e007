import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  arabicMenu,
  demoMenu,
  inLang,
  items,
  localeOf,
  longNamesMenu,
  WidgetFrame,
} from '../stories/fixtures.tsx';
import { karakWithOptions, soldOutCroissant, spicyShakshuka } from '../stories/option-fixtures.ts';
import { ItemCard } from './item-card.tsx';

const meta = {
  title: 'Widget/ItemCard',
  component: ItemCard,
  render: (args, { globals }) => {
    const lang = localeOf(globals);
    const [item] = inLang({ ...demoMenu, items: [args.item] }, lang).items;
    return (
      <WidgetFrame lang={lang}>
        <ul className="qm-grid" style={{ padding: 16, maxWidth: 360 }}>
          <ItemCard {...args} item={item ?? args.item} lang={lang} />
        </ul>
      </WidgetFrame>
    );
  },
  argTypes: { lang: { control: false } },
  args: { item: items[0]!, qty: 0, lang: 'en', onAdd: fn() },
} satisfies Meta<typeof ItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const InCart: Story = { args: { qty: 3 } };
export const WithoutImage: Story = { args: { item: items[3]! } };
export const LongName: Story = { args: { item: longNamesMenu.items[0]! } };
export const Arabic: Story = {
  args: { item: arabicMenu.items[0]!, qty: 2 },
  globals: { locale: 'ar' },
};

/** Options open the item sheet; badges and calories under the description. */
export const WithOptionsAndBadges: Story = { args: { item: karakWithOptions, onOpen: fn() } };
/** Greyed, "Sold out" instead of the price, and the add button disabled. */
export const SoldOut: Story = { args: { item: soldOutCroissant, onOpen: fn() } };
export const SoldOutArabic: Story = {
  args: { item: soldOutCroissant, onOpen: fn() },
  globals: { locale: 'ar' },
};
export const Badges: Story = { args: { item: spicyShakshuka, onOpen: fn() } };
/** An offer without an end ("Karak + chebab 0.700 instead of 0.900"): struck price and badge. */
export const OnOffer: Story = {
  args: { item: { ...items[0]!, name: 'Karak + chebab', price: 0.9, offer_price: 0.7 } },
};
export const OnOfferArabic: Story = {
  args: { item: { ...arabicMenu.items[0]!, price: 0.9, offer_price: 0.7 } },
  globals: { locale: 'ar' },
};
/** An offer whose period ended: the card shows the usual price by itself. */
export const OfferEnded: Story = {
  args: {
    item: { ...items[0]!, price: 0.9, offer_price: 0.7, offer_ends: '2020-01-01T00:00:00Z' },
  },
};

/** Outside its serving time (clockMenu, issue 30): greyed, its hours instead of the price. */
export const OutsideServingTime: Story = {
  args: {
    item: { ...spicyShakshuka, sold_out: true, closed: 'Available 06:00\u201111:00' },
    onOpen: fn(),
  },
};
export const OutsideServingTimeArabic: Story = {
  args: {
    item: { ...spicyShakshuka, sold_out: true, closed: 'متاح \u206606:00\u201111:00\u2069' },
    onOpen: fn(),
  },
  globals: { locale: 'ar' },
};
