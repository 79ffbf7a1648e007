// PostgREST conformance beyond the product's own calls: rpc read like a table (select, embeds,
// filters, order, paging, count, GET arguments, single-object), every filter operator supabase-js
// sends, CSV output and request.headers/method/path, through supabase-js on both engines.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, makeClient, type TestClient } from '../testing/clients.ts';
import { ENGINES, startTestServer, type TestServer } from '../testing/test-server.ts';

// A throw-away schema of the test's own: documents with text, arrays, ranges, jsonb and a search vector.
const SCHEMA = `
create table public.authors (id int primary key, name text not null);
create table public.docs (
  id int primary key,
  author_id int references public.authors (id),
  title text not null,
  body text not null,
  tags text[] not null default '{}',
  during int4range,
  meta jsonb not null default '{}',
  search tsvector generated always as (to_tsvector('english', title || ' ' || body)) stored
);
insert into public.authors values (1, 'Amal'), (2, 'Badr');
insert into public.docs (id, author_id, title, body, tags, during, meta) values
  (1, 1, 'Karak tea recipe', 'Black tea boiled with milk, cardamom and saffron', '{tea,hot}', '[1,5)', '{"lang":"en","level":1}'),
  (2, 2, 'Cold brew coffee', 'Coffee steeped cold for hours', '{coffee,cold}', '[5,10)', '{"lang":"en"}'),
  (3, null, 'Shawarma wrap', 'Chicken wrapped with garlic sauce', '{food,hot}', '[10,20)', '{"lang":"ar"}');
create function public.docs_by_tag(tag text) returns setof public.docs
  language sql stable as $$ select * from public.docs where tag = any (tags) $$;
create function public.doc_titles(min_id int default 0) returns table (id int, title text)
  language sql stable as $$ select d.id, d.title from public.docs d where d.id >= min_id $$;
create function public.first_doc() returns public.docs
  language sql stable as $$ select * from public.docs order by id limit 1 $$;
create function public.add_doc(title text) returns public.docs
  language sql volatile as $$
    insert into public.docs (id, author_id, title, body)
    values ((select max(id) + 1 from public.docs), 1, title, '') returning * $$;
create function public.echo_request() returns json
  language sql stable as $$ select json_build_object(
    'headers', current_setting('request.headers', true)::json,
    'method', current_setting('request.method', true),
    'path', current_setting('request.path', true)) $$;
create function public.numbers(up_to int) returns setof int
  language sql immutable as $$ select generate_series(1, up_to) $$;
create function public.sum_pair(payload jsonb) returns int
  language sql immutable as $$ select (payload ->> 'a')::int + (payload ->> 'b')::int $$;
`;

const ids = (rows: { id: number }[] | null) => (rows ?? []).map((r) => r.id).sort();

describe.each(ENGINES)('rest protocol on %s', (engine) => {
  let ts: TestServer;
  let anon: TestClient;

  beforeAll(async () => {
    ts = await startTestServer({ engine });
    await ts.db.exec(SCHEMA);
    anon = anonClient(ts.url);
  });
  afterAll(async () => {
    await ts?.stop();
  });

  it('full-text search: fts, plfts, phfts and wfts, with a language, on tsvector and text columns', async () => {
    const docs = () => anon.from('docs').select('id');
    expect(ids((await docs().textSearch('search', 'tea & milk')).data)).toEqual([1]);
    expect(
      ids(
        (await docs().textSearch('search', 'milk tea', { type: 'plain', config: 'english' })).data,
      ),
    ).toEqual([1]);
    expect(
      ids((await docs().textSearch('search', 'garlic sauce', { type: 'phrase' })).data),
    ).toEqual([3]);
    expect(
      ids((await docs().textSearch('search', 'sauce garlic', { type: 'phrase' })).data),
    ).toEqual([]);
    expect(
      ids((await docs().textSearch('search', '"cold brew" -tea', { type: 'websearch' })).data),
    ).toEqual([2]);
    expect(ids((await docs().textSearch('body', 'steep', { config: 'english' })).data)).toEqual([
      2,
    ]);
    const bad = await docs().textSearch('search', 'tea', { config: 'no language!' });
    expect(bad.status).toBe(400);
    expect(bad.error?.code).toBe('PGRST100');
  });

  it('array, jsonb and range operators: cs, cd, ov, sl, sr, nxl, nxr, adj', async () => {
    const docs = () => anon.from('docs').select('id');
    expect(ids((await docs().contains('tags', ['hot'])).data)).toEqual([1, 3]);
    expect(ids((await docs().containedBy('tags', ['tea', 'hot', 'cold'])).data)).toEqual([1]);
    expect(ids((await docs().overlaps('tags', ['cold', 'food'])).data)).toEqual([2, 3]);
    expect(ids((await docs().contains('meta', { lang: 'en' })).data)).toEqual([1, 2]);
    expect(ids((await docs().contains('during', '[2,3]')).data)).toEqual([1]);
    expect(ids((await docs().overlaps('during', '[4,6)')).data)).toEqual([1, 2]);
    expect(ids((await docs().rangeLt('during', '[10,15)')).data)).toEqual([1, 2]);
    expect(ids((await docs().rangeGt('during', '[1,5)')).data)).toEqual([2, 3]);
    expect(ids((await docs().rangeGte('during', '[5,6)')).data)).toEqual([2, 3]);
    expect(ids((await docs().rangeLte('during', '[1,10)')).data)).toEqual([1, 2]);
    expect(ids((await docs().rangeAdjacent('during', '[20,30)')).data)).toEqual([3]);
    expect(ids((await docs().not('tags', 'cs', '{hot}')).data)).toEqual([2]);
  });

  it('isdistinct, match, imatch and the any/all modifiers', async () => {
    const docs = () => anon.from('docs').select('id');
    expect(ids((await docs().isDistinct('author_id', 1)).data)).toEqual([2, 3]);
    expect(ids((await docs().regexMatch('title', '^K')).data)).toEqual([1]);
    expect(ids((await docs().regexMatch('title', '^k')).data)).toEqual([]);
    expect(ids((await docs().regexIMatch('title', '^k')).data)).toEqual([1]);
    expect(ids((await docs().filter('id', 'eq(any)', '{1,3}')).data)).toEqual([1, 3]);
    expect(ids((await docs().filter('id', 'gt(all)', '{1,2}')).data)).toEqual([3]);
    expect(ids((await docs().likeAnyOf('title', ['*tea*', '*wrap'])).data)).toEqual([1, 3]);
    expect(ids((await docs().ilikeAllOf('title', ['karak*', '*RECIPE'])).data)).toEqual([1]);
    const unknown = await docs().filter('id', 'eq(some)', '{1}');
    expect(unknown.status).toBe(400);
    expect(unknown.error?.code).toBe('PGRST100');
  });

  it('answers text/csv with a header line, as PostgREST writes it', async () => {
    const { data, error, status } = await anon
      .from('docs')
      .select('id,title,tags')
      .order('id')
      .csv();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBe(
      'id,title,tags\n1,"Karak tea recipe","{tea,hot}"\n2,"Cold brew coffee","{coffee,cold}"\n3,"Shawarma wrap","{food,hot}"',
    );
    const response = await fetch(`${ts.url}/rest/v1/docs?select=id&id=eq.1`, {
      headers: { apikey: ts.anonKey, accept: 'text/csv' },
    });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await response.text()).toBe('id\n1');
  });

  it('rpc over POST applies select, filters, order and limit to a set-returning function', async () => {
    const filtered = await anon.rpc('docs_by_tag', { tag: 'hot' }).select('id,title').eq('id', 3);
    expect(filtered.error).toBeNull();
    expect(filtered.data).toEqual([{ id: 3, title: 'Shawarma wrap' }]);
    const limited = await anon
      .rpc('docs_by_tag', { tag: 'hot' })
      .select('id')
      .order('id', { ascending: false })
      .limit(1);
    expect(limited.data).toEqual([{ id: 3 }]);
    const counted = await anon.rpc('docs_by_tag', { tag: 'hot' }, { count: 'exact' }).range(0, 0);
    expect(counted.status).toBe(206);
    expect(counted.count).toBe(2);
    expect(counted.data).toHaveLength(1);
    const embedded = await anon
      .rpc('docs_by_tag', { tag: 'hot' })
      .select('id, authors(name)')
      .order('id');
    expect(embedded.data).toEqual([
      { id: 1, authors: { name: 'Amal' } },
      { id: 3, authors: null },
    ]);
    const table = await anon.rpc('doc_titles', { min_id: 2 }).ilike('title', '*co*');
    expect(table.data).toEqual([{ id: 2, title: 'Cold brew coffee' }]);
    const one = await anon.rpc('first_doc').select('id,title');
    expect(one.data).toEqual({ id: 1, title: 'Karak tea recipe' });
    const missing = await anon.rpc('docs_by_tag', { tag: 'hot' }).eq('nope', 1);
    expect(missing.status).toBe(400);
    expect(missing.error?.code).toBe('42703');
  });

  it('rpc of a set of scalars filters, orders and pages the values by the function name', async () => {
    expect((await anon.rpc('numbers', { up_to: 5 })).data).toEqual([1, 2, 3, 4, 5]);
    const top = await anon
      .rpc('numbers', { up_to: 5 })
      .gt('numbers', 2)
      .order('numbers', { ascending: false })
      .limit(2);
    expect(top.error).toBeNull();
    expect(top.data).toEqual([5, 4]);
    const counted = await anon.rpc('numbers', { up_to: 5 }, { count: 'exact' }).range(0, 1);
    expect(counted.count).toBe(5);
    expect(counted.data).toEqual([1, 2]);
    const viaGet = await anon.rpc('numbers', { up_to: 5 }, { get: true }).lte('numbers', 2);
    expect(viaGet.data).toEqual([1, 2]);
  });

  it('rpc over GET: argument names are arguments, other parameters filter the rows', async () => {
    const { data, error, status } = await anon
      .rpc('docs_by_tag', { tag: 'hot' }, { get: true })
      .select('id')
      .eq('author_id', 1);
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ id: 1 }]);
    const defaults = await anon.rpc('doc_titles', {}, { get: true }).gt('id', 1).order('id');
    expect(defaults.data).toEqual([
      { id: 2, title: 'Cold brew coffee' },
      { id: 3, title: 'Shawarma wrap' },
    ]);
    const head = await anon.rpc('docs_by_tag', { tag: 'hot' }, { head: true, count: 'exact' });
    expect(head.count).toBe(2);
    const unknown = await anon.rpc('no_such_function', {}, { get: true }).eq('id', 1);
    expect(unknown.status).toBe(404);
    expect(unknown.error?.code).toBe('PGRST202');
  });

  it('refuses a volatile function that writes over GET, and runs it over POST', async () => {
    const refused = await anon.rpc('add_doc', { title: 'Via GET' }, { get: true });
    expect(refused.status).toBe(405);
    expect(refused.error?.code).toBe('25006');
    const created = await anon.rpc('add_doc', { title: 'Via POST' });
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ id: 4, title: 'Via POST' });
    const { rows } = await ts.db.query<{ title: string }>(
      'select title from public.docs where id >= 4 order by id',
    );
    expect(rows).toEqual([{ title: 'Via POST' }]);
  });

  it('Prefer: params=single-object passes the whole body as the one json argument', async () => {
    const response = await fetch(`${ts.url}/rest/v1/rpc/sum_pair`, {
      method: 'POST',
      headers: {
        apikey: ts.anonKey,
        'content-type': 'application/json',
        prefer: 'params=single-object',
      },
      body: JSON.stringify({ a: 2, b: 3 }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toBe(5);
  });

  it('sets request.headers, request.method and request.path for SQL', async () => {
    const traced = makeClient(ts.url, ts.anonKey);
    const viaPost = await traced.rpc('echo_request').setHeader('x-trace-id', 'trace-123');
    expect(viaPost.error).toBeNull();
    const post = viaPost.data as { headers: Record<string, string>; method: string; path: string };
    expect(post.headers['x-trace-id']).toBe('trace-123');
    expect(post.headers.apikey).toBe(ts.anonKey);
    expect(post.method).toBe('POST');
    expect(post.path).toBe('/rpc/echo_request');
    const viaGet = await traced.rpc('echo_request', {}, { get: true });
    expect((viaGet.data as { method: string }).method).toBe('GET');
  });

  it("puts the client's address as the server decided it in X-Forwarded-For, never the client's own", async () => {
    const traced = makeClient(ts.url, ts.anonKey);
    const spoofed = await traced.rpc('echo_request').setHeader('x-forwarded-for', '203.0.113.9');
    const headers = (spoofed.data as { headers: Record<string, string> }).headers;
    // No trusted proxy in front: the socket's (loopback) address, which per-address limits count.
    expect(headers['x-forwarded-for']).toMatch(/^(::1|(::ffff:)?127\.0\.0\.1)$/);
  });
});
