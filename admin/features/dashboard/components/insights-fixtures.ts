// Sample insights for the stories: nothing yet, a quiet first week, a busy quarter.
import type { Insights } from '../../../../shared/domain/insights.ts';
import { sampleDays, wave } from '../../../lib/charts/chart-fixtures.ts';

const ITEMS: [string, string][] = [
  ['Karak Tea', 'كرك'],
  ['Chicken Shawarma', 'شاورما دجاج'],
  ['Omani Kahwa', 'قهوة عمانية'],
  ['Saffron Milk Cake', 'كيك الحليب بالزعفران'],
  ['Mixed Grill', 'مشاوي مشكلة'],
  ['Luqaimat', 'لقيمات'],
  ['Mango Lassi', 'لاسي المانجو'],
  ['Hammour Majboos', 'مجبوس هامور'],
  ['Falafel Wrap', 'لفافة فلافل'],
  ['Date Smoothie', 'سموذي التمر'],
];

export function sampleInsights(days: number, scale: number): Insights {
  const dayFigures = sampleDays(days).map((day, i) => ({
    day,
    views: wave(i, scale),
    orders: Math.round(wave(i, scale, 4) / 6),
  }));
  const views = dayFigures.reduce((n, d) => n + d.views, 0);
  const orders = dayFigures.reduce((n, d) => n + d.orders, 0);
  const table = Math.round(views * 0.6);
  const hosted = Math.round(views * 0.3);
  const tableCount = scale === 0 ? 0 : Math.min(12, 2 + Math.round(scale / 40));
  return {
    days: dayFigures,
    sources: [
      { source: 'table', views: table },
      { source: 'hosted', views: hosted },
      { source: 'embed', views: views - table - hosted },
    ],
    tables: Array.from({ length: tableCount }, (_, i) => ({
      label: i === 0 ? 'Terrace 1' : String(i + 1),
      views: Math.round(table / (i + 2)),
    })),
    items: ITEMS.slice(0, scale === 0 ? 0 : Math.min(10, 3 + Math.round(scale / 20))).map(
      ([name, nameAr], i) => ({
        itemId: `item-${i}`,
        name,
        nameAr,
        adds: Math.round((orders * 2) / (i + 1)),
      }),
    ),
    views,
    orders,
    orderValueBaisa: orders * 2350,
    // Most checkout taps end as recorded orders; a few customers never press send.
    recordedOrders: Math.round(orders * 0.9),
    recordedValueBaisa: Math.round(orders * 0.9) * 2350,
    conversion: views > 0 ? orders / views : 0,
  };
}
