import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY, menuQueryToParams, parseMenuQuery } from './menu-query.ts';

describe('menu query in the URL', () => {
  it('reads defaults from an empty query string', () => {
    expect(parseMenuQuery(new URLSearchParams())).toEqual(DEFAULT_QUERY);
  });

  it('falls back to name for unknown sort fields and to asc for unknown directions', () => {
    const query = parseMenuQuery(new URLSearchParams('sort=owner_id&dir=sideways&page=-3'));
    expect(query.sort).toBe('name');
    expect(query.dir).toBe('asc');
    expect(query.page).toBe(1);
  });

  it('round-trips every field', () => {
    const query = {
      search: 'tea, hot',
      category: 'abc',
      sort: 'price',
      dir: 'desc',
      page: 3,
    } as const;
    expect(parseMenuQuery(menuQueryToParams(query))).toEqual(query);
    expect(menuQueryToParams(query).toString()).toBe(
      'q=tea%2C+hot&category=abc&sort=price&dir=desc&page=3',
    );
  });

  it('writes nothing for the defaults', () => {
    expect(menuQueryToParams(DEFAULT_QUERY).toString()).toBe('');
  });
});
