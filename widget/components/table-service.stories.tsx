import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TableServiceResult } from '../api/request-table-service.ts';
import { localeOf, WidgetFrame } from '../stories/fixtures.tsx';
import { TableService } from './table-service.tsx';

/** What the database would answer, at once. */
const answers = (result: TableServiceResult) => () => Promise.resolve(result);

const meta = {
  title: 'Widget/TableService',
  component: TableService,
  // Under the "Table 5" line, as a table link shows it.
  render: (args, { globals }) => {
    const lang = localeOf(globals);
    return (
      <WidgetFrame lang={lang}>
        <p className="qm-order-status">
          <strong>{lang === 'ar' ? 'طاولة 5' : 'Table 5'}</strong>
          <TableService {...args} lang={lang} />
        </p>
      </WidgetFrame>
    );
  },
  argTypes: { lang: { control: false } },
  args: { lang: 'en', slug: 'democafe', table: '5', send: answers('sent') },
} satisfies Meta<typeof TableService>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sent: Story = {};
export const AlreadyAsked: Story = { args: { send: answers('already') } };
export const AskedTooOften: Story = { args: { send: answers('busy') } };
export const Failed: Story = { args: { send: answers('failed') } };
