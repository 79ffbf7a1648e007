import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CategoryChips } from './category-chips.tsx';
import { MenuFrame } from './menu-frame.tsx';
import { langOf, TEXTS } from './stories/fixtures.tsx';

const meta = {
  title: 'Shared/Menu/Category chips',
  component: CategoryChips,
  render: (args, { globals }) => {
    const t = TEXTS[langOf(globals)];
    return (
      <MenuFrame lang={langOf(globals)}>
        <CategoryChips {...args} chips={t.chips} label={t.categories} />
      </MenuFrame>
    );
  },
  args: { chips: TEXTS.en.chips, label: TEXTS.en.categories, active: 'hot', onSelect: fn() },
} satisfies Meta<typeof CategoryChips>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The sticky category bar; the pressed chip is the one shown. */
export const Default: Story = {
  play: async ({ canvasElement, args, globals }) => {
    const t = TEXTS[langOf(globals)];
    const bar = within(canvasElement).getByRole('navigation', { name: t.categories });
    await expect(within(bar).getByRole('button', { name: t.chips[1].name })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(bar).getByRole('button', { name: t.chips[2].name }));
    await expect(args.onSelect).toHaveBeenCalledWith('sweets');
  },
};
