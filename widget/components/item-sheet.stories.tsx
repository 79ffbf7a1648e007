import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Lang } from '../../shared/domain/i18n.ts';
import { formatPrice } from '../../shared/domain/money.ts';
import { SHEET_TEXTS } from '../sheet-texts.ts';
import { demoMenu, inLang, localeOf, WidgetFrame } from '../stories/fixtures.tsx';
import { karakWithOptions, soldOutCroissant } from '../stories/option-fixtures.ts';
import { ItemSheet } from './item-sheet.tsx';

const [sizes, extras] = karakWithOptions.options!;
const large = sizes!.choices[1]!;
const ginger = extras!.choices[0]!;
/** A group's or choice's name as the sheet shows it in `lang`. */
const named = (lang: Lang, text: { name: string; name_ar: string }) =>
  lang === 'ar' ? text.name_ar : text.name;

const meta = {
  title: 'Widget/ItemSheet',
  component: ItemSheet,
  // The toolbar's locale picks the language, as <qr-menu> would (texts localized first).
  render: (args, { globals }) => {
    const lang = localeOf(globals);
    const [item] = inLang({ ...demoMenu, items: [args.item] }, lang).items;
    return (
      <WidgetFrame lang={lang}>
        <ItemSheet {...args} item={item ?? args.item} lang={lang} />
      </WidgetFrame>
    );
  },
  parameters: { layout: 'fullscreen' },
  argTypes: { lang: { control: false } },
  args: { item: karakWithOptions, lang: 'en', onClose: fn(), onAdd: fn() },
} satisfies Meta<typeof ItemSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Karak Tea: a required Size, optional Extras (Saffron sold out), badges and calories. */
export const WithOptions: Story = {};

/** Adding without a size explains what is missing and adds nothing (both languages). */
export const ChooseASize: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const lang = localeOf(globals);
    const text = SHEET_TEXTS[lang];
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: text.addToCart(formatPrice(400, lang)) }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      text.missing(named(lang, sizes!)),
    );
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** Large with extra ginger, two of them: the button shows the running price (both languages). */
export const RunningPrice: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const lang = localeOf(globals);
    const text = SHEET_TEXTS[lang];
    const canvas = within(canvasElement);
    // A choice's name is followed by its price change ("Large +0.300 OMR").
    await userEvent.click(
      canvas.getByRole('radio', { name: new RegExp(`^${named(lang, large)}`) }),
    );
    await userEvent.click(
      canvas.getByRole('checkbox', { name: new RegExp(`^${named(lang, ginger)}`) }),
    );
    await userEvent.click(canvas.getByRole('button', { name: text.more }));
    const add = canvas.getByRole('button', { name: text.addToCart(formatPrice(1600, lang)) });
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenCalledWith(
      [
        { choiceId: 'large', name: named(lang, large), priceBaisa: 300 },
        { choiceId: 'ginger', name: named(lang, ginger), priceBaisa: 100 },
      ],
      2,
    );
  },
};

export const SoldOut: Story = { args: { item: soldOutCroissant } };

/** كرك in Arabic: right to left, choices and prices in ر.ع. */
export const Arabic: Story = { globals: { locale: 'ar' } };
