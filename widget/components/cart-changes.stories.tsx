import type { Meta, StoryObj } from '@storybook/react-vite';
import { extrasCss } from '../../shared/ui/menu/extras-css.ts';
import { localeOf, WidgetFrame } from '../stories/fixtures.tsx';
import { CartChanges } from './cart-changes.tsx';

const meta = {
  title: 'Widget/CartChanges',
  component: CartChanges,
  // Above the menu, where MenuExtras puts it once a restored cart has been checked.
  render: (args, { globals }) => (
    <WidgetFrame lang={localeOf(globals)}>
      <style>{extrasCss}</style>
      <CartChanges {...args} lang={localeOf(globals)} />
    </WidgetFrame>
  ),
  argTypes: { lang: { control: false } },
  args: {
    lang: 'en',
    changes: [
      {
        kind: 'price',
        line: { itemId: 'i-karak', name: 'Karak Tea', priceBaisa: 650, qty: 2 },
        fromBaisa: 500,
        toBaisa: 650,
      },
      { kind: 'sold-out', line: { itemId: 'i-c', name: 'Croissant', priceBaisa: 600, qty: 1 } },
      { kind: 'gone', line: { itemId: 'i-m', name: 'Muffin', priceBaisa: 700, qty: 1 } },
      {
        kind: 'choices',
        line: {
          itemId: 'i-k2',
          name: 'Karak Tea',
          priceBaisa: 400,
          qty: 1,
          options: [{ choiceId: 'c-xl', name: 'Extra large', priceBaisa: 200 }],
        },
      },
    ],
  },
} satisfies Meta<typeof CartChanges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryKindOfChange: Story = {};
