import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { WidgetFrame } from '../stories/fixtures.tsx';
import { BadgeFilter } from './badge-filter.tsx';

const meta = {
  title: 'Widget/BadgeFilter',
  component: BadgeFilter,
  decorators: [
    (Story) => (
      <WidgetFrame>
        <Story />
      </WidgetFrame>
    ),
  ],
  args: { badges: ['vegetarian', 'vegan', 'spicy', 'contains_nuts'], chosen: [], onToggle: fn() },
} satisfies Meta<typeof BadgeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {};
export const SpicyChosen: Story = { args: { chosen: ['spicy'] } };
