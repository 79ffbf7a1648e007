// How Demo Cafe takes orders. Shared by the local seed (demo.ts) and supabase/seed.sql
// (seed-sql.ts), so both demo businesses have the same tables, order types, fees and hours.
import type { TimeRange } from '../../shared/domain/opening-hours.ts';

const breakfastToLate: TimeRange[] = [{ opens: '06:00', closes: '23:00' }];
// Thursday and Friday nights run past midnight, as Muscat's weekend evenings do.
const weekendNight: TimeRange[] = [{ opens: '06:00', closes: '01:00' }];

export const DEMO_ORDER_SETTINGS = {
  order_types: ['dine-in', 'pickup', 'delivery'],
  table_labels: [
    ...Array.from({ length: 12 }, (_, i) => String(i + 1)),
    ...Array.from({ length: 4 }, (_, i) => `Terrace ${i + 1}`),
  ],
  delivery_fee: '0.500',
  delivery_minimum: '3.000',
  // Sunday first (Asia/Muscat): open from breakfast to late every day.
  opening_hours: [
    breakfastToLate,
    breakfastToLate,
    breakfastToLate,
    breakfastToLate,
    weekendNight,
    weekendNight,
    breakfastToLate,
  ],
  temporarily_closed: false,
  // Orders sent while closed arrive as pre-orders, so the demo never refuses a customer at night.
  closed_checkout: 'preorder',
} as const;

/** One update of the demo business (parameters $1..$7 as demoOrderSettingsParams gives them). */
export const DEMO_ORDER_SETTINGS_UPDATE = `update public.businesses set order_types = $2::text[],
  table_labels = $3::text[], delivery_fee = $4::numeric, delivery_minimum = $5::numeric,
  opening_hours = $6::jsonb, closed_checkout = $7 where id = $1`;

export function demoOrderSettingsParams(businessId: string): unknown[] {
  const s = DEMO_ORDER_SETTINGS;
  return [
    businessId,
    s.order_types,
    s.table_labels,
    s.delivery_fee,
    s.delivery_minimum,
    JSON.stringify(s.opening_hours),
    s.closed_checkout,
  ];
}

/** The same update as SQL text, for supabase/seed.sql. */
export function demoOrderSettingsSql(businessId: string): string {
  const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
  const array = (values: readonly string[]) => `array[${values.map(literal).join(', ')}]::text[]`;
  const s = DEMO_ORDER_SETTINGS;
  return `update public.businesses set order_types = ${array(s.order_types)},
  table_labels = ${array(s.table_labels)},
  delivery_fee = ${s.delivery_fee}, delivery_minimum = ${s.delivery_minimum},
  opening_hours = ${literal(JSON.stringify(s.opening_hours))}::jsonb,
  closed_checkout = ${literal(s.closed_checkout)}
where id = ${literal(businessId)};`;
}
