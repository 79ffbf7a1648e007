import type { Meta, StoryObj } from '@storybook/react-vite';
import { ItemBadges } from './item-badges.tsx';
import { MenuFrame } from './menu-frame.tsx';
import { langOf, TEXTS } from './stories/fixtures.tsx';

const meta = {
  title: 'Shared/Menu/Badges',
  component: ItemBadges,
  render: (args, { globals }) => {
    const t = TEXTS[langOf(globals)];
    return (
      <MenuFrame lang={langOf(globals)}>
        <div style={{ padding: 16 }}>
          <ItemBadges {...args} labels={t.badges} calories={args.calories && t.kcal} />
        </div>
      </MenuFrame>
    );
  },
  args: {
    badges: ['vegetarian', 'vegan', 'spicy', 'new', 'popular', 'contains_nuts'],
    labels: TEXTS.en.badges,
    calories: TEXTS.en.kcal,
  },
} satisfies Meta<typeof ItemBadges>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every badge, in the fixed order, and the calories. */
export const AllBadges: Story = {};
/** The calories alone. */
export const CaloriesOnly: Story = { args: { badges: [] } };
