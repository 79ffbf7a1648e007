import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { localeOf, WidgetFrame } from '../stories/fixtures.tsx';
import { CartButton } from './cart-button.tsx';

// The toolbar's locale decides the language (the lang arg is only its default).
const meta = {
  title: 'Widget/CartButton',
  component: CartButton,
  render: (args, { globals }) => {
    const lang = localeOf(globals);
    return (
      <WidgetFrame lang={lang}>
        <CartButton {...args} lang={lang} />
      </WidgetFrame>
    );
  },
  argTypes: { lang: { control: false } },
  args: { count: 3, totalBaisa: 2000, lang: 'en', onOpen: fn() },
} satisfies Meta<typeof CartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {};
export const OneItem: Story = { args: { count: 1, totalBaisa: 400 } };
export const LargeOrder: Story = { args: { count: 128, totalBaisa: 1_234_567 } };
/** Renders nothing: the button appears once the cart is non-empty. */
export const EmptyCart: Story = { args: { count: 0, totalBaisa: 0 } };
/** Arabic whatever the toolbar says: `عرض السلة` and `1.500 ر.ع.` on the mirrored side. */
export const Arabic: Story = {
  args: { count: 2, totalBaisa: 1500 },
  globals: { locale: 'ar' },
};
