// The menu item card, one component for both faces: the widget's customer card and the owner's
// card in menu management and the customer preview.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfferNote } from './offer-note.tsx';
import { MenuItemCard } from './item-card.tsx';
import { MenuFrame } from './menu-frame.tsx';
import { cardArgs, cardTexts, langOf, TEXTS } from './stories/fixtures.tsx';

const meta = {
  title: 'Shared/Menu/Item card',
  component: MenuItemCard,
  render: (args, { globals }) => {
    const lang = langOf(globals);
    return (
      <MenuFrame lang={lang}>
        <ul className="qm-grid" style={{ padding: 16, maxWidth: 360 }}>
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
/** On offer: the usual price struck through beside the "Offer" badge, the offer's price below. */
export const OnOffer: Story = {
  render: (args, { globals }) => {
    const lang = langOf(globals);
    return (
      <MenuFrame lang={lang}>
        <ul className="qm-grid" style={{ padding: 16, maxWidth: 360 }}>
          <MenuItemCard
            {...args}
            {...cardTexts(lang)}
            lang={lang}
            priceBaisa={700}
            facts={<OfferNote label={lang === 'ar' ? 'عرض' : 'Offer'} wasBaisa={900} lang={lang} />}
          />
        </ul>
      </MenuFrame>
    );
  },
};
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
        <ul className="qm-grid" style={{ padding: 16, maxWidth: 360 }}>
          <MenuItemCard
            {...args}
            {...cardTexts(lang)}
            lang={lang}
            notes={<p className="qm-description">{t.category}</p>}
            actions={
              <button type="button" className="qm-chip" aria-label={t.editItem}>
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
