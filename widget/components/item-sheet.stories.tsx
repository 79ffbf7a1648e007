import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoMenu, inLang, localeOf, WidgetFrame } from '../stories/fixtures.tsx';
import { karakWithOptions, soldOutCroissant } from '../stories/option-fixtures.ts';
import { ItemSheet } from './item-sheet.tsx';

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

/** Adding without a size explains what is missing and adds nothing. */
export const ChooseASize: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart · 0.400 OMR' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Choose a size');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** Large with extra ginger, two of them: the button shows the running price. */
export const RunningPrice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Large' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Extra ginger' }));
    await userEvent.click(canvas.getByRole('button', { name: 'One more' }));
    const add = canvas.getByRole('button', { name: 'Add to cart · 1.600 OMR' });
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenCalledWith(
      [
        { choiceId: 'large', name: 'Large', priceBaisa: 300 },
        { choiceId: 'ginger', name: 'Extra ginger', priceBaisa: 100 },
      ],
      2,
    );
  },
};

export const SoldOut: Story = { args: { item: soldOutCroissant } };

/** كرك in Arabic: right to left, choices and prices in ر.ع. */
export const Arabic: Story = { globals: { locale: 'ar' } };
