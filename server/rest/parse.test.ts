// The pure half of /rest/v1: query-string parsing and SQL generation, without a database.
import { describe, expect, it } from 'vitest';
import { RestError } from './errors.ts';
import { parseLogic, parseOperation } from './parse-filter.ts';
import { parseOrder, parseQuery, parseRangeHeader } from './parse-query.ts';
import { parseSelect } from './parse-select.ts';
import type { SchemaCache, Table } from './schema.ts';
import { planInsert, planRead } from './table.ts';
import { planRpc } from './rpc.ts';
import { quoteIdent } from './sql.ts';

function table(name: string, columns: Record<string, string>, primaryKey = ['id']): Table {
  return {
    name,
    isView: false,
    primaryKey,
    columns: new Map(Object.entries(columns).map(([n, type]) => [n, { name: n, type }])),
  };
}

const schema: SchemaCache = {
  tables: new Map([
    [
      'categories',
      table('categories', { id: 'uuid', business_id: 'uuid', name: 'text', sort_order: 'integer' }),
    ],
    [
      'menu_items',
      table('menu_items', {
        id: 'uuid',
        business_id: 'uuid',
        category_id: 'uuid',
        name: 'text',
        price: 'numeric(10,3)',
      }),
    ],
  ]),
  foreignKeys: [
    {
      name: 'menu_items_category_id_fkey',
      table: 'menu_items',
      columns: ['category_id'],
      refTable: 'categories',
      refColumns: ['id'],
      oneToOne: false,
    },
  ],
  functions: new Map([
    [
      'public_menu',
      [
        {
          name: 'public_menu',
          args: [{ name: 'slug', type: 'text', hasDefault: false }],
          returnsSet: false,
          returnsComposite: false,
          returnsVoid: false,
          volatility: 's' as const,
          outColumns: [],
          returnType: 'json',
        },
      ],
    ],
  ]),
};

function failure(fn: () => unknown): RestError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RestError) return error;
    throw error;
  }
  throw new Error('expected a RestError');
}

describe('parseSelect', () => {
  it('reads columns, aliases, stars and embeds with hints', () => {
    expect(
      parseSelect('id, name ,cat:categories!menu_items_category_id_fkey!inner(name),menu_items(*)'),
    ).toEqual([
      { type: 'column', name: 'id' },
      { type: 'column', name: 'name' },
      {
        type: 'embed',
        name: 'categories',
        alias: 'cat',
        hint: 'menu_items_category_id_fkey',
        inner: true,
        select: [{ type: 'column', name: 'name' }],
      },
      { type: 'embed', name: 'menu_items', inner: false, select: [{ type: 'star' }] },
    ]);
    expect(parseSelect(undefined)).toEqual([{ type: 'star' }]);
    expect(parseSelect('"odd name"')).toEqual([{ type: 'column', name: 'odd name' }]);
  });

  it('reads spread embeds and aggregate functions as PostgREST 12 does', () => {
    expect(parseSelect('id,...clients!inner(n:name)')).toEqual([
      { type: 'column', name: 'id' },
      {
        type: 'embed',
        name: 'clients',
        inner: true,
        spread: true,
        select: [{ type: 'column', name: 'name', alias: 'n' }],
      },
    ]);
    expect(parseSelect('c:count()::text,total:data->>n::int.sum()::text,price.avg()')).toEqual([
      { type: 'column', name: '*', alias: 'c', aggregate: 'count', aggregateCast: 'text' },
      {
        type: 'column',
        name: 'data',
        alias: 'total',
        path: [{ arrow: '->>', key: 'n' }],
        cast: 'int',
        aggregate: 'sum',
        aggregateCast: 'text',
      },
      { type: 'column', name: 'price', aggregate: 'avg' },
    ]);
    // `count` is a column (Postgres reads t.count as count(t)), never an embed's name.
    expect(parseSelect('projects(count)')).toEqual([
      {
        type: 'embed',
        name: 'projects',
        inner: false,
        select: [{ type: 'column', name: 'count' }],
      },
    ]);
  });

  it('refuses what it does not understand', () => {
    for (const bad of [
      'id,',
      'a(b',
      'id::text;drop',
      'id::',
      'data->',
      '...categories',
      'x:...categories(name)',
      '...categories->k(name)',
      'price.median()',
      'count(id)',
      'a)b',
      `data${'->k'.repeat(40)}`,
    ]) {
      expect(failure(() => parseSelect(bad)).code, bad).toBe('PGRST100');
    }
  });

  it('reads JSON paths and casts: the key, the steps and the type', () => {
    expect(parseSelect('myInt:settings->foo->>int::integer,data->0,price::text')).toEqual([
      {
        type: 'column',
        name: 'settings',
        alias: 'myInt',
        path: [
          { arrow: '->', key: 'foo' },
          { arrow: '->>', key: 'int' },
        ],
        cast: 'integer',
      },
      { type: 'column', name: 'data', path: [{ arrow: '->', key: '0' }] },
      { type: 'column', name: 'price', cast: 'text' },
    ]);
  });
});

describe('filters', () => {
  it('parses operators, negation, in-lists with quotes and is', () => {
    expect(parseOperation('name', 'ilike.*tea*', false)).toEqual({
      kind: 'condition',
      column: 'name',
      negate: false,
      op: 'ilike',
      value: '%tea%',
    });
    expect(parseOperation('id', 'not.in.(1,"a,b",c)', false)).toEqual({
      kind: 'condition',
      column: 'id',
      negate: true,
      op: 'in',
      value: ['1', 'a,b', 'c'],
    });
    expect(parseOperation('x', 'is.NULL', false)).toMatchObject({ op: 'is', value: 'null' });
    expect(parseOperation('x', 'eq."quoted"', false)).toMatchObject({ value: '"quoted"' });
    expect(failure(() => parseOperation('x', 'drop.table', false)).code).toBe('PGRST100');
    expect(failure(() => parseOperation('x', 'is.maybe', false)).code).toBe('PGRST100');
  });

  it('parses or/and trees with nesting and quoted values', () => {
    const tree = parseLogic(
      'or',
      false,
      '(name.ilike.*tea*,and(price.gt.1,price.not.gt.2),desc.eq."x,(y)")',
    );
    expect(tree).toEqual({
      kind: 'logic',
      op: 'or',
      negate: false,
      children: [
        { kind: 'condition', column: 'name', negate: false, op: 'ilike', value: '%tea%' },
        {
          kind: 'logic',
          op: 'and',
          negate: false,
          children: [
            { kind: 'condition', column: 'price', negate: false, op: 'gt', value: '1' },
            { kind: 'condition', column: 'price', negate: true, op: 'gt', value: '2' },
          ],
        },
        { kind: 'condition', column: 'desc', negate: false, op: 'eq', value: 'x,(y)' },
      ],
    });
    const deep = '(' + 'and('.repeat(40) + 'a.eq.1' + ')'.repeat(40) + ')';
    expect(failure(() => parseLogic('or', false, deep)).details).toContain('nest at most');
    for (const bad of ['name.eq.x', '(name.eq.x', '(name.eq.x))', '()', '(name)']) {
      expect(failure(() => parseLogic('or', false, bad)).code, bad).toBe('PGRST100');
    }
  });
});

describe('parseQuery, order and range', () => {
  it('separates select, filters, order and paging', () => {
    const query = parseQuery(
      new URLSearchParams(
        'select=id&name=eq.a&or=(a.eq.1)&order=name.desc.nullslast,id&limit=5&offset=10&on_conflict=slug',
      ),
    );
    expect(query.filters).toHaveLength(2);
    expect(query.order).toEqual([
      { column: 'name', descending: true, nulls: 'last' },
      { column: 'id', descending: false },
    ]);
    expect([query.limit, query.offset, query.onConflict]).toEqual([5, 10, ['slug']]);
    expect(failure(() => parseQuery(new URLSearchParams('limit=1;x'))).code).toBe('PGRST100');
    expect(failure(() => parseOrder('name.sideways')).code).toBe('PGRST100');
    expect(parseRangeHeader('0-9')).toEqual({ offset: 0, limit: 10 });
    expect(parseRangeHeader('5-')).toEqual({ offset: 5 });
    expect(parseRangeHeader('x')).toBeUndefined();
  });
});

describe('SQL generation', () => {
  const menuItems = schema.tables.get('menu_items')!;

  it('puts every value in a bind parameter and quotes every identifier', () => {
    const query = parseQuery(
      new URLSearchParams(
        "select=id,n:name,categories(name)&name=eq.x' or 1=1 --&or=(price.gt.1,name.in.(a,b))&order=price.desc",
      ),
    );
    const plan = planRead(schema, menuItems, query, { count: 'exact' });
    expect(plan.main.params).toEqual(["x' or 1=1 --", '1', 'a', 'b']);
    expect(plan.main.sql).not.toContain("x'");
    expect(plan.main.sql).toContain('t0."name" = cast($1::text as text)');
    expect(plan.main.sql).toContain(
      '(t0."price" > cast($2::text as numeric(10,3)) or t0."name" in (cast($3::text as text), cast($4::text as text)))',
    );
    expect(plan.main.sql).toContain('t0."name" as "n"');
    expect(plan.main.sql).toContain(
      '(select row_to_json(_e) from (select t1_0."name" as "name" from "public"."categories" t1_0 where t1_0."id" = t0."category_id") _e) as "categories"',
    );
    expect(plan.main.sql).toContain('order by t0."price" desc');
    expect(plan.count?.sql).toMatch(
      /^select count\(\*\)::int as n from \(select .* from "public"\."menu_items" t0 where .*\) _c$/,
    );
    expect(plan.count?.sql).not.toContain('order by');
    expect(plan.count?.params).toEqual(plan.main.params);
  });

  it('applies filters, order and limits to embedded resources', () => {
    const categories = schema.tables.get('categories')!;
    const query = parseQuery(
      new URLSearchParams(
        'select=name,items:menu_items(name)&items.order=price.desc&items.limit=2&items.name=ilike.*tea*&items.or=(price.lt.1,price.gt.5)',
      ),
    );
    expect(query.embedded.get('items')).toMatchObject({
      order: [{ column: 'price', descending: true }],
      limit: 2,
    });
    expect(query.embedded.get('items')?.filters).toHaveLength(2);
    const plan = planRead(schema, categories, query, {});
    expect(plan.main.sql).toContain(
      'from "public"."menu_items" t1_0 where t1_0."category_id" = t0."id" and t1_0."name" ilike $1::text and (t1_0."price" < cast($2::text as numeric(10,3)) or t1_0."price" > cast($3::text as numeric(10,3))) order by t1_0."price" desc limit 2',
    );
    expect(plan.main.params).toEqual(['%tea%', '1', '5']);
    const inner = planRead(
      schema,
      menuItems,
      parseQuery(new URLSearchParams('select=name,categories!inner(name)&categories.name=eq.Hot')),
      {},
    );
    expect(inner.main.sql).toContain(
      'exists (select 1 from "public"."categories" t1_0 where t1_0."id" = t0."category_id" and t1_0."name" = cast($1::text as text))',
    );
    const stray = () =>
      planRead(
        schema,
        menuItems,
        parseQuery(new URLSearchParams('select=name&categories.name=eq.Hot')),
        {},
      );
    expect(failure(stray)).toMatchObject({ code: 'PGRST108', status: 400 });
  });

  it('checks columns, relationships and payload keys against the schema', () => {
    const read = (qs: string) => () =>
      planRead(schema, menuItems, parseQuery(new URLSearchParams(qs)), {});
    expect(failure(read('select=nope')).code).toBe('42703');
    expect(failure(read('order=nope')).code).toBe('42703');
    expect(failure(read('nope=eq.1')).code).toBe('42703');
    expect(failure(read('select=id,menu_items(id)')).code).toBe('PGRST200');
    // Odd names parse as names and then match nothing in the schema.
    expect(failure(read('select=id;drop')).code).toBe('42703');
    // `count` is never an embed (PostgREST's parser), and `count(*)` is not `count()`.
    expect(failure(read('select=count(*)')).code).toBe('PGRST100');
    expect(failure(read('select=id,categories!wrong(id)')).code).toBe('PGRST200');
    const insert = () =>
      planInsert(schema, menuItems, parseQuery(new URLSearchParams()), {}, [
        { 'name"); drop table x; --': 1 },
      ]);
    expect(failure(insert).code).toBe('PGRST204');
    expect(quoteIdent('a"b')).toBe('"a""b"');
  });

  it('builds upserts on the primary key or on_conflict columns', () => {
    const plan = planInsert(
      schema,
      menuItems,
      parseQuery(new URLSearchParams('on_conflict=name')),
      { resolution: 'merge-duplicates', return: 'representation' },
      [{ name: 'a', price: 1 }],
    );
    expect(plan.main.sql).toContain(
      'on conflict ("name") do update set "name" = excluded."name", "price" = excluded."price"',
    );
    expect(plan.countsInserted).toBe(true);
    expect(plan.main.params).toEqual([JSON.stringify([{ name: 'a', price: 1 }])]);
  });

  it('calls functions with named, typed arguments', () => {
    const call = (name: string, args: Record<string, unknown>) =>
      planRpc(
        schema,
        name,
        { args, fromQueryString: false, singleObject: false },
        parseQuery(new URLSearchParams()),
        {},
        false,
      );
    const plan = call('public_menu', { slug: "democafe'); --" });
    expect(plan.main.sql).toBe(
      'select to_json(_c.v)::text as body, 1 as n, ' +
        "current_setting('response.headers', true) as response_headers, " +
        "current_setting('response.status', true) as response_status " +
        'from (select "public"."public_menu"("slug" => cast($1::text as text)) as v offset 0) _c',
    );
    expect(plan.main.params).toEqual(["democafe'); --"]);
    expect(failure(() => call('public_menu', { slug: 'a', extra: 1 })).code).toBe('PGRST202');
    expect(failure(() => call('nope', {})).status).toBe(404);
  });
});
