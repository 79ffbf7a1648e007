import type { Meta, StoryObj } from '@storybook/react-vite';
import { MenuFrame } from './menu-frame.tsx';
import { Price } from './price.tsx';
import { langOf } from './stories/fixtures.tsx';

const meta = {
  title: 'Shared/Menu/Price',
  component: Price,
  render: (args, { globals }) => (
    <MenuFrame lang={langOf(globals)}>
      <p style={{ padding: 16 }}>
        <Price {...args} lang={langOf(globals)} />
      </p>
    </MenuFrame>
  ),
  args: { baisa: 2750, lang: 'en' },
} satisfies Meta<typeof Price>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Rials with three decimals, in the toolbar's language. */
export const Default: Story = {};
/** Less than a rial. */
export const Baisa: Story = { args: { baisa: 400 } };
