import type { Meta, StoryObj } from '@storybook/react-vite';
import { SpecialMenu } from './special-menu.tsx';
import '../../../lib/ui/tokens.css';
import './landing.css';

const meta = { title: 'Landing/SpecialMenu', component: SpecialMenu } satisfies Meta<
  typeof SpecialMenu
>;
export default meta;

type Story = StoryObj<typeof meta>;

export const FourDishes: Story = {};
