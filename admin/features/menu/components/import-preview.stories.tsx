import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { PlannedItem } from '../lib/import-plan.ts';
import type { ImportItem } from '../lib/import-rows.ts';
import { ImportPreview } from './import-preview.tsx';
import './menu.css';

const planned = (row: number, name: string, nameAr: string): PlannedItem => {
  const item: ImportItem = {
    category: 'Hot drinks',
    category_ar: 'مشروبات ساخنة',
    name,
    name_ar: nameAr,
    description: '',
    description_ar: '',
    price: 0.5,
    sold_out: false,
    hidden: false,
    image_url: null,
    options: [],
  };
  return { row, label: name, item };
};

const meta = {
  title: 'Menu/Import preview',
  component: ImportPreview,
  decorators: [
    (Story) => (
      <div className="ui-dialog menu-transfer" style={{ position: 'static', transform: 'none' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    plan: {
      creates: [planned(2, 'Karak Tea', 'شاي كرك'), planned(3, 'Saffron Latte', 'لاتيه زعفران')],
      updates: [planned(4, 'Omani Kahwa', 'قهوة عمانية')],
      unchanged: 12,
      newCategories: ['Hot drinks'],
      problems: [
        { row: 7, code: 'price' },
        { row: 9, code: 'options', detail: '"Size": the minimum cannot be more than the maximum' },
      ],
    },
    primary: 'en',
    busy: false,
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ImportPreview>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A spreadsheet with two new items, one change and two rows left out. */
export const WithProblems: Story = {};

/** The file matches the menu already: nothing to confirm. */
export const NothingToImport: Story = {
  args: {
    plan: { creates: [], updates: [], unchanged: 40, newCategories: [], problems: [] },
  },
};

/** While import_menu writes the rows. */
export const Importing: Story = { args: { busy: true } };
