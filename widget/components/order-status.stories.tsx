import type { Meta, StoryObj } from '@storybook/react-vite';
import { cartCss } from '../cart-styles.ts';
import type { MenuBusiness } from '../menu-types.ts';
import { demoMenu, localeOf, WidgetFrame } from '../stories/fixtures.tsx';
import { OrderStatus } from './order-status.tsx';

const cafe: MenuBusiness = {
  ...demoMenu.business,
  table_labels: ['1', '2', '5', 'Terrace 1'],
  opening_hours: Array.from({ length: 7 }, () => [{ opens: '06:00', closes: '23:00' }]),
  temporarily_closed: false,
};
// 2026-11-23 is a Monday; Muscat is UTC+4.
const muscat = (time: string) => new Date(`2026-11-23T${time}:00+04:00`);

const meta = {
  title: 'Widget/OrderStatus',
  component: OrderStatus,
  // The line as qr-menu.js reserves it under the business name.
  render: (args, { globals }) => {
    const lang = localeOf(globals);
    return (
      <WidgetFrame lang={lang}>
        <style>{cartCss}</style>
        <p className="qm-order-status">
          <OrderStatus {...args} lang={lang} />
        </p>
      </WidgetFrame>
    );
  },
  argTypes: { lang: { control: false } },
  args: { lang: 'en', business: cafe, table: '5', now: muscat('12:00') },
} satisfies Meta<typeof OrderStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAtTable: Story = {};
export const OpenNoTable: Story = { args: { table: undefined } };
export const ClosedOpensInTheMorning: Story = { args: { now: muscat('03:30') } };
export const ClosedOpensTomorrow: Story = { args: { now: muscat('23:30') } };
export const TemporarilyClosed: Story = {
  args: { business: { ...cafe, temporarily_closed: true } },
};
export const UnknownTableIsIgnored: Story = { args: { table: '99' } };
