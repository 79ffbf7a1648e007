import { describe, expect, it } from 'vitest';
import { en } from '../../../lib/i18n/en.ts';
import { sampleCategories, sampleItems } from '../components/fixtures.ts';
import { planImport } from './import-plan.ts';
import { exportJson, jsonTable, MENU_JSON_FORMAT } from './menu-json.ts';

const items = sampleItems.map((item) => ({
  ...item,
  image_url: item.image_url && `https://cdn.example/${item.id}.webp`,
}));
const business = { name: 'Demo', name_ar: 'تجربة', slug: 'demo', languages: ['en', 'ar'] };

describe('the JSON export', () => {
  it('holds everything: categories, badges, calories, options without database ids', () => {
    const json = exportJson(business, sampleCategories, items, new Date('2026-11-23T10:00:00Z'));
    expect(json).toMatchObject({
      format: MENU_JSON_FORMAT,
      exported_at: '2026-11-23T10:00:00.000Z',
      business,
      categories: [{ name: 'Hot drinks', name_ar: 'مشروبات ساخنة', sort_order: 0 }, {}, {}],
    });
    const [karak] = json.items;
    expect(karak).toMatchObject({
      name: 'Karak Tea',
      price: '0.200',
      badges: ['vegetarian', 'popular'],
      calories: 120,
    });
    expect(JSON.stringify(json)).not.toContain('grp-size');
  });

  it('imports again through the same preview with nothing to change', () => {
    const json = exportJson(business, sampleCategories, items, new Date());
    const table = jsonTable(JSON.stringify(json));
    expect(table).not.toBeNull();
    const result = planImport({
      table: table!,
      items,
      categories: sampleCategories,
      primary: 'en',
      optionMessages: en.options.messages,
    });
    expect(result).toMatchObject({
      ok: true,
      plan: { creates: [], updates: [], unchanged: 4, problems: [] },
    });
  });

  it('is not read from other JSON', () => {
    expect(jsonTable('{"items": []}')).toBeNull();
    expect(jsonTable('not json')).toBeNull();
  });
});
