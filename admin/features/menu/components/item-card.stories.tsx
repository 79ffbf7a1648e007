import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { isLang } from '../../../../shared/domain/i18n.ts';
import { MenuFrame } from '../../../../shared/ui/menu/menu-frame.tsx';
import { ItemCard } from './item-card.tsx';
import { sampleItems } from './fixtures.ts';

const meta = {
  title: 'Menu/Item card',
  component: ItemCard,
  args: { item: sampleItems[0]!, onEdit: fn(), onDelete: fn() },
  // A list item: in the customer menu's frame and grid, as ItemGrid shows it.
  decorators: [
    (Story, { globals }) => (
      <div className="menu-items" style={{ maxWidth: 300 }}>
        <MenuFrame lang={isLang(globals.locale) ? globals.locale : 'en'}>
          <ul className="qm-grid menu-grid">{Story()}</ul>
        </MenuFrame>
      </div>
    ),
  ],
} satisfies Meta<typeof ItemCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithCategory: Story = {};

/** An item whose category was deleted. */
export const Uncategorized: Story = { args: { item: sampleItems[2]! } };

export const NoImage: Story = { args: { item: sampleItems[3]! } };

/** Badges, calories and one-click sold out for the item and each choice. */
export const WithOptionsAndBadges: Story = {
  args: { onSoldOut: fn(), onChoiceSoldOut: fn() },
};

export const SoldOut: Story = { args: { item: sampleItems[1]!, onSoldOut: fn() } };

export const Hidden: Story = { args: { item: sampleItems[2]!, onSoldOut: fn() } };

/** Sold out until the next opening: the card says until when, in Muscat time (issue 30). */
export const SoldOutUntilNextOpening: Story = {
  args: { item: sampleItems[1]!, onSoldOut: fn(), now: new Date('2030-01-03T12:00:00Z') },
};

/** Served only at some times: the grid shows them under the category. */
export const ServedAtSomeTimes: Story = { args: { item: sampleItems[3]!, onSoldOut: fn() } };
