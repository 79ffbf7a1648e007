import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { localeOf, WidgetFrame } from '../stories/fixtures.tsx';
import { karakWithOptions, soldOutCroissant, spicyShakshuka } from '../stories/option-fixtures.ts';
import { BadgeFilter } from './badge-filter.tsx';

const meta = {
  title: 'Widget/BadgeFilter',
  component: BadgeFilter,
  render: (args, { globals }) => {
    const lang = localeOf(globals);
    return (
      <WidgetFrame lang={lang}>
        <BadgeFilter {...args} lang={lang} />
      </WidgetFrame>
    );
  },
  argTypes: { lang: { control: false } },
  args: {
    items: [karakWithOptions, soldOutCroissant, spicyShakshuka],
    chosen: [],
    lang: 'en',
    onToggle: fn(),
  },
} satisfies Meta<typeof BadgeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {};
export const SpicyChosen: Story = { args: { chosen: ['spicy'] } };
export const Arabic: Story = { args: { chosen: ['vegan'] }, globals: { locale: 'ar' } };
