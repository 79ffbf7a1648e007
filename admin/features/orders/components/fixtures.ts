// Orders as the board receives them, for stories.
import {
  toBoardOrder,
  type BoardOrder,
  type OrderRow,
  type TableRequestRow,
} from '../lib/board.ts';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const today = new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);

export function sampleOrder(overrides: Partial<OrderRow> = {}): BoardOrder {
  return toBoardOrder({
    id: crypto.randomUUID(),
    business_id: 'demo',
    number: 12,
    business_day: today,
    status: 'new',
    cancel_reason: null,
    cancel_code: null,
    repeat_of_number: null,
    order_type: 'dine_in',
    table_label: '5',
    lang: 'en',
    lines: [
      {
        item_id: 'karak',
        name: 'Karak Tea',
        name_ar: 'كرك',
        quantity: 2,
        unit_baisa: 600,
        amount_baisa: 1200,
        options: [
          {
            group: 'Size',
            group_ar: 'الحجم',
            choice: 'Large',
            choice_ar: 'كبير',
            price_baisa: 100,
          },
          {
            group: 'Extras',
            group_ar: 'إضافات',
            choice: 'Extra ginger',
            choice_ar: 'زنجبيل إضافي',
            price_baisa: 100,
          },
        ],
      },
      {
        item_id: 'shawarma',
        name: 'Chicken Shawarma',
        name_ar: 'شاورما دجاج',
        quantity: 1,
        unit_baisa: 1200,
        amount_baisa: 1200,
        options: [],
      },
    ],
    items_baisa: 2400,
    delivery_fee_baisa: null,
    vat_baisa: null,
    total_baisa: 2400,
    customer_name: null,
    customer_address: null,
    customer_location: null,
    customer_note: 'Less sugar please',
    payment: null,
    created_at: minutesAgo(6),
    status_changed_at: minutesAgo(6),
    ...overrides,
  });
}

export const sampleDelivery = (): BoardOrder =>
  sampleOrder({
    number: 13,
    order_type: 'delivery',
    table_label: null,
    customer_name: 'Ahmed',
    customer_address: 'Al Khuwair, Way 3021, House 12',
    customer_location: 'https://maps.google.com/?q=23.58800,58.38290',
    payment: 'cash',
    delivery_fee_baisa: 500,
    total_baisa: 2900,
  });

export function sampleRequest(overrides: Partial<TableRequestRow> = {}): TableRequestRow {
  return {
    id: crypto.randomUUID(),
    business_id: 'demo',
    table_label: '5',
    kind: 'bill',
    created_at: minutesAgo(2),
    done_at: null,
    answered_by: null,
    answered_by_label: null,
    ...overrides,
  };
}
