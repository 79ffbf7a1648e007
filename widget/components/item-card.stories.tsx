import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { arabicMenu, items, longNamesMenu, WidgetFrame } from '../stories/fixtures.tsx';
import { karakWithOptions, soldOutCroissant, spicyShakshuka } from '../stories/option-fixtures.ts';
import { ItemCard } from './item-card.tsx';

const meta = {
  title: 'Widget/ItemCard',
  component: ItemCard,
  decorators: [
    (Story) => (
      <WidgetFrame>
        <ul className="qm-gr" style={{ padding: 16, maxWidth: 360 }}>
          <Story />
        </ul>
      </WidgetFrame>
    ),
  ],
  args: { item: items[0]!, qty: 0, onAdd: fn() },
} satisfies Meta<typeof ItemCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const InCart: Story = { args: { qty: 3 } };
export const WithoutImage: Story = { args: { item: items[3]! } };
export const LongName: Story = { args: { item: longNamesMenu.items[0]! } };
export const ArabicName: Story = { args: { item: arabicMenu.items[0]! } };

/** Issue 13: options open the item sheet; badges and calories under the description. */
export const WithOptionsAndBadges: Story = { args: { item: karakWithOptions, onOpen: fn() } };
/** Greyed, "Sold out" instead of the price, and the add button disabled. */
export const SoldOut: Story = { args: { item: soldOutCroissant, onOpen: fn() } };
export const Badges: Story = { args: { item: spicyShakshuka, onOpen: fn() } };
