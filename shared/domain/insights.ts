// Owner insights: the anonymous events the customer menu sends, the counters they land
// in (the keys of supabase/migrations/20261123120000_menu-insights.sql), Muscat days, and the
// figures the dashboard draws. Pure TypeScript: the widget's insights chunk, the admin and the
// bench all use it.

/** Where a customer opened the menu: a table's QR code, the hosted link, or a business's own site. */
export type ViewSource = 'table' | 'hosted' | 'embed';
export const VIEW_SOURCES: readonly ViewSource[] = ['table', 'hosted', 'embed'];

export interface ViewEvent {
  event: 'view';
  source: ViewSource;
  table_label?: string;
}

export type MenuEvent =
  | ViewEvent
  | { event: 'add'; item_id: string }
  | { event: 'order'; item_count: number; total_baisa: number };

export type Metric = 'view' | 'table' | 'add' | 'order';

/** The counters one event adds 1 to, as record_menu_event keys them. */
export function insightKeys(event: MenuEvent): { metric: Metric; dimension: string }[] {
  switch (event.event) {
    case 'view':
      return [
        ...(event.source === 'table' && event.table_label
          ? [{ metric: 'table' as const, dimension: event.table_label }]
          : []),
        { metric: 'view', dimension: event.source },
      ];
    case 'add':
      return [{ metric: 'add', dimension: event.item_id }];
    case 'order':
      return [{ metric: 'order', dimension: '' }];
  }
}

/**
 * The view's source: a table the business has (as the owner spells it), else the hosted page
 * `/{slug}/menu` (or the static `menu.html`), else an embed on the business's own site.
 */
export function viewEvent(
  tables: readonly string[],
  table: string | null | undefined,
  pathname: string,
  slug: string,
): ViewEvent {
  const wanted = table?.trim().toLowerCase();
  const label = wanted ? tables.find((t) => t.toLowerCase() === wanted) : undefined;
  if (label) return { event: 'view', source: 'table', table_label: label };
  const parts = pathname.split('/').filter(Boolean);
  const hosted =
    (parts.at(-1) === 'menu' && decodeURIComponent(parts.at(-2) ?? '').toLowerCase() === slug) ||
    parts.at(-1) === 'menu.html';
  return { event: 'view', source: hosted ? 'hosted' : 'embed' };
}

const MUSCAT_OFFSET_MS = 4 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day in Asia/Muscat (UTC+4 all year, no daylight saving) as YYYY-MM-DD. */
export function muscatDay(at: Date): string {
  return new Date(at.getTime() + MUSCAT_OFFSET_MS).toISOString().slice(0, 10);
}

/** The days from `from` to `to` (dates or timestamps; the date counts), both included, oldest first. */
export function daysBetween(from: string, to: string): string[] {
  const first = Date.parse(`${from.slice(0, 10)}T00:00:00Z`);
  const last = Date.parse(`${to.slice(0, 10)}T00:00:00Z`);
  const days: string[] = [];
  for (let t = first; t <= last; t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** The `days` Muscat days ending with the day of `at`, oldest first. */
export function lastDays(at: Date, days: number): string[] {
  const today = muscatDay(at);
  const first = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * DAY_MS);
  return daysBetween(first.toISOString(), today);
}

/** What menu_insights_summary returns; bigint sums arrive as numbers or strings, days as dates. */
export interface InsightsSummaryJson {
  from: string;
  to: string;
  daily: { day: string; views: unknown; orders: unknown; value_baisa: unknown }[];
  sources: { source: string; views: unknown }[];
  tables: { label: string; views: unknown }[];
  items: { item_id: string; name: string | null; name_ar: string | null; adds: unknown }[];
  views: unknown;
  orders: unknown;
  order_items: unknown;
  order_value_baisa: unknown;
  /** Orders the business recorded, cancelled ones left out; absent before it. */
  recorded_orders?: unknown;
  recorded_value_baisa?: unknown;
}

export interface DayFigures {
  day: string;
  views: number;
  orders: number;
}

export interface Insights {
  days: DayFigures[];
  sources: { source: ViewSource; views: number }[];
  tables: { label: string; views: number }[];
  items: { itemId: string; name: string | null; nameAr: string | null; adds: number }[];
  views: number;
  /** Checkout taps: the customer menu's "order" events (WhatsApp opened with an order). */
  orders: number;
  orderValueBaisa: number;
  /** Orders the database recorded (place_order), cancelled ones left out, and their value. */
  recordedOrders: number;
  recordedValueBaisa: number;
  /** Orders per view, 0 to 1; 0 with no views. */
  conversion: number;
}

const num = (value: unknown) => {
  const n = Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
};

type DailyJson = InsightsSummaryJson['daily'];

/**
 * Every day from `from` to `to` with its views and orders, zeros where nothing happened: the owner's
 * and the platform's charts alike.
 */
export function fillDays(from: string, to: string, daily: DailyJson): DayFigures[] {
  const byDay = new Map(daily.map((d) => [String(d.day).slice(0, 10), d]));
  return daysBetween(from, to).map((day) => {
    const found = byDay.get(day);
    return { day, views: num(found?.views), orders: num(found?.orders) };
  });
}

/** Every day of the range (fillDays), every source, conversion. */
export function readInsights(json: InsightsSummaryJson): Insights {
  const days = fillDays(json.from, json.to, json.daily);
  const views = num(json.views);
  const orders = num(json.orders);
  return {
    days,
    sources: VIEW_SOURCES.map((source) => ({
      source,
      views: num(json.sources.find((s) => s.source === source)?.views),
    })),
    tables: json.tables.map((t) => ({ label: t.label, views: num(t.views) })),
    items: json.items.map((i) => ({
      itemId: i.item_id,
      name: i.name,
      nameAr: i.name_ar,
      adds: num(i.adds),
    })),
    views,
    orders,
    orderValueBaisa: num(json.order_value_baisa),
    recordedOrders: num(json.recorded_orders),
    recordedValueBaisa: num(json.recorded_value_baisa),
    conversion: views > 0 ? orders / views : 0,
  };
}

/** The dashboard's ranges, in Muscat days ending today. */
export const INSIGHT_RANGES = [7, 30, 90] as const;
export type InsightRange = (typeof INSIGHT_RANGES)[number];

/**
 * Orders per view as a whole percent for people: "25%", "<1%" for a few orders among many views,
 * and capped at "100%" with `over` set when more orders than views were recorded (a host page with
 * analytics="off" sends no view, yet its customers' orders still count, as does a cart kept from an
 * earlier day).
 */
export function conversionPercent(views: number, orders: number): { text: string; over: boolean } {
  if (views <= 0) return { text: orders > 0 ? '100%' : '0%', over: orders > 0 };
  const ratio = orders / views;
  if (ratio > 1) return { text: '100%', over: true };
  if (ratio > 0 && ratio < 0.01) return { text: '<1%', over: false };
  return { text: `${Math.round(ratio * 100)}%`, over: false };
}

/** What platform_insights returns. */
export interface PlatformInsightsJson {
  from: string;
  to: string;
  businesses: unknown;
  daily: DailyJson;
}

export interface PlatformInsights {
  businesses: number;
  days: DayFigures[];
  views: number;
  orders: number;
}

/** The platform's days filled like the owner's (fillDays), with the range's totals. */
export function readPlatformInsights(json: PlatformInsightsJson): PlatformInsights {
  const days = fillDays(json.from, json.to, json.daily);
  return {
    businesses: num(json.businesses),
    days,
    views: days.reduce((n, d) => n + d.views, 0),
    orders: days.reduce((n, d) => n + d.orders, 0),
  };
}
