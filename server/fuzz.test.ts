// No 5xx from bad input: random and malformed PostgREST query strings, JSON bodies,
// storage paths and auth payloads, as anonymous and signed-in callers, on both databases. Each
// property runs for a bounded time; a failure prints the shrunk request that broke the server.
import fc from 'fast-check';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmedUser } from './auth/test-users.ts';
import { ENGINES, startTestServer, type TestServer } from './testing/test-server.ts';

// The same cases on every run unless asked otherwise: FUZZ_SEED=random draws a seed, FUZZ_SEED=<n>
// repeats a run (every run prints its seed). `npm run test:fuzz` runs longer with random seeds.
function fuzzSeed(raw: string | undefined): number {
  if (!raw) return 20261129;
  if (raw === 'random') return Math.floor(Math.random() * 2 ** 31);
  if (!/^-?\d+$/.test(raw))
    throw new Error(`FUZZ_SEED must be a whole number or "random" (got "${raw}")`);
  return Number(raw);
}
const SEED = fuzzSeed(process.env.FUZZ_SEED);
const TIME_PER_PROPERTY_MS = Number(process.env.FUZZ_TIME_MS ?? 2500);
const SETTINGS = { numRuns: TIME_PER_PROPERTY_MS > 2500 ? 100_000 : 300, seed: SEED } as const;
console.log(
  `fuzz: seed ${SEED} (FUZZ_SEED=${SEED} repeats this run), ${TIME_PER_PROPERTY_MS} ms a property`,
);

// fast-check's interruptAfterTimeMs did not stop async properties here: each property checks
// its own deadline, so `npm test` spends a bounded few seconds whatever the machine's speed.
function budget(): () => boolean {
  const end = Date.now() + TIME_PER_PROPERTY_MS;
  return () => Date.now() > end;
}

const TABLES = ['businesses', 'categories', 'menu_items', 'user_roles', 'nope', ''];
const COLUMNS = ['id', 'name', 'price', 'slug', 'category_id', 'created_at', 'is_available', '*'];
const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'in',
  'is',
  'not.eq',
  'cs',
  'fts',
];
const NASTY = [
  '',
  '(',
  ')',
  ',',
  '.',
  '"',
  "'",
  '%',
  '%00',
  '%zz',
  '\\',
  '*',
  ':',
  '::',
  '!',
  '->',
  '->>',
  '\u0000',
  '١٢',
  '😀',
  'null',
  'true',
  '-1',
  '1e309',
  '9'.repeat(30),
];

const fragment = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(...NASTY),
  fc.constantFrom(...COLUMNS),
  fc.constantFrom(...OPERATORS),
);
const value = fc.array(fragment, { maxLength: 5 }).map((parts) => parts.join(''));
// A filter's column, or a JSON path into it (`col->key->>key`) with hostile keys.
const filterColumn = fc.oneof(
  fc.constantFrom(...COLUMNS),
  fc
    .tuple(
      fc.constantFrom(...COLUMNS),
      fc.array(fc.tuple(fc.constantFrom('->', '->>'), value), { minLength: 1, maxLength: 4 }),
    )
    .map(([column, steps]) => column + steps.map(([arrow, key]) => arrow + key).join('')),
);
const filter = fc
  .tuple(
    filterColumn,
    fc.constantFrom('', '::text', '::', '::x;y'),
    fc.constantFrom(...OPERATORS),
    value,
  )
  .map(([column, cast, op, v]) => `${column}${cast}=${op}.${v}`);
// Spread embeds, aggregates and the legacy count, with hostile names and casts.
const selectParam = fc
  .array(
    fc.oneof(
      fc.constantFrom(...COLUMNS),
      fc
        .tuple(
          fc.constantFrom(...COLUMNS, 'count'),
          fc.constantFrom('sum', 'avg', 'count', 'max', 'min', 'x'),
          value,
        )
        .map(([c, f, v]) => `${c}.${f}()::${v}`),
      fc.tuple(value, fc.constantFrom(...COLUMNS)).map(([rel, c]) => `...${rel}(${c})`),
      fc.constantFrom(
        'count()',
        'count',
        '...businesses(name)',
        '...categories!inner(name)',
        'categories(count)',
        'menu_items(price.max())',
        '...menu_items(name)',
      ),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((items) => `select=${encodeURIComponent(items.join(','))}`);
const special = fc
  .tuple(
    fc.constantFrom('select', 'order', 'limit', 'offset', 'or', 'and', 'on_conflict', 'columns'),
    value,
  )
  .map(([key, v]) => `${key}=${v}`);
const rawPair = fc.tuple(value, value).map(([k, v]) => `${k}=${v}`);
const queryString = fc
  .array(fc.oneof(filter, special, rawPair, selectParam), { maxLength: 5 })
  .map((pairs) => pairs.join('&'));

const headerSets = fc.record({
  prefer: fc.constantFrom(
    undefined,
    'return=representation',
    'count=exact',
    'resolution=merge-duplicates',
    'resolution=merge-duplicates, missing=default, return=representation',
    'handling=strict, max-affected=0',
    'handling=strict, max-affected=-1, x',
    'count=planned',
    'count=estimated',
    'x',
  ),
  'accept-profile': fc.constantFrom(undefined, 'public', 'api', 'x"y'),
  'content-profile': fc.constantFrom(undefined, 'public', 'pg_catalog'),
  accept: fc.constantFrom(undefined, 'application/vnd.pgrst.object+json', 'text/csv', 'x/y'),
  range: fc.constantFrom(undefined, '0-9', '5-1', 'items=a-b'),
});

const jsonBody = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '{',
    '[]',
    'null',
    '{"name": 1}',
    '{"price": "abc"}',
    '[{"a":1},{"b":2}]',
    '{"slug":"😀"}',
  ),
  fc
    .dictionary(
      fc.constantFrom(...COLUMNS, 'email', 'password', 'whatsapp', 'owner_id'),
      fc.jsonValue({ maxDepth: 2 }),
    )
    .map((o) => JSON.stringify(o)),
);

describe.each(ENGINES)('bad input on %s', (engine) => {
  let ts: TestServer;
  let userToken: string;
  const seen: string[] = [];

  let dist: string;

  beforeAll(async () => {
    // fetch resolves "..": "/storage/v1/object/../../.." reaches "/", the admin app. A built one
    // answers it as in production; the page for a missing build is app.test.ts's concern.
    dist = await mkdtemp(path.join(tmpdir(), 'qrmenu-fuzz-dist-'));
    await mkdir(path.join(dist, 'admin'), { recursive: true });
    await writeFile(path.join(dist, 'admin/index.html'), '<!doctype html><title>QR Menu</title>');
    ts = await startTestServer({ engine, distDir: dist });
    const user = await confirmedUser(ts.url, 'fuzz');
    userToken = (await user.client.auth.getSession()).data.session!.access_token;
  });
  afterAll(async () => {
    await ts?.stop();
    await rm(dist, { recursive: true, force: true });
  });

  async function call(
    method: string,
    path: string,
    options: {
      body?: string | Uint8Array;
      headers?: Record<string, string | undefined>;
      asUser?: boolean;
    } = {},
  ): Promise<number> {
    const headers: Record<string, string> = {
      apikey: ts.anonKey,
      authorization: `Bearer ${options.asUser ? userToken : ts.anonKey}`,
    };
    for (const [name, v] of Object.entries(options.headers ?? {}))
      if (v !== undefined) headers[name] = v;
    let response: Response;
    try {
      response = await fetch(ts.url + path, {
        method,
        headers,
        ...(options.body !== undefined
          ? {
              body:
                typeof options.body === 'string' ? options.body : new Blob([options.body.slice()]),
            }
          : {}),
        redirect: 'manual',
      });
    } catch (error) {
      // A request the URL parser itself refuses never reaches the server.
      if (
        error instanceof TypeError &&
        /Invalid URL|Failed to parse/i.test(String(error.cause ?? error.message))
      )
        return 0;
      throw error;
    }
    const text = await response.text();
    if (response.status >= 500) seen.push(`${method} ${path} -> ${response.status} ${text}`);
    return response.status;
  }

  it('PostgREST query strings and bodies never get a 5xx', async () => {
    const over = budget();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'HEAD', 'POST', 'PATCH', 'DELETE'),
        fc.constantFrom(...TABLES),
        queryString,
        jsonBody,
        headerSets,
        fc.boolean(),
        async (method, table, query, body, headers, asUser) => {
          if (over()) return;
          const withBody = method === 'POST' || method === 'PATCH';
          const status = await call(method, `/rest/v1/${table}?${query}`, {
            ...(withBody ? { body } : {}),
            headers: { 'content-type': 'application/json', ...headers },
            asUser,
          });
          expect(status).toBeLessThan(500);
        },
      ),
      SETTINGS,
    );
  });

  it('rpc calls never get a 5xx', async () => {
    const over = budget();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('public_menu', 'is_superadmin', 'nope', '', 'pg_sleep'),
        fc.constantFrom('GET', 'POST'),
        queryString,
        jsonBody,
        async (fn, method, query, body) => {
          if (over()) return;
          const status = await call(method, `/rest/v1/rpc/${fn}?${query}`, {
            ...(method === 'POST' ? { body } : {}),
            headers: { 'content-type': 'application/json' },
          });
          expect(status).toBeLessThan(500);
        },
      ),
      SETTINGS,
    );
  });

  it('storage paths and uploads never get a 5xx', async () => {
    const segment = fc.oneof(
      fc.string({ maxLength: 10 }),
      fc.constantFrom(...NASTY, '..', '.', 'menu-images', 'banners', 'public'),
    );
    const storagePath = fc
      .array(segment, { maxLength: 5 })
      .map((parts) => parts.map((p) => encodeURIComponent(p)).join('/'));
    const over = budget();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE'),
        fc.constantFrom(
          'object',
          'object/public',
          'object/authenticated',
          'object/list',
          'bucket',
          'object/sign',
          '',
        ),
        storagePath,
        fc.oneof(fc.uint8Array({ maxLength: 64 }), jsonBody),
        fc.constantFrom(
          'image/png',
          'image/jpeg',
          'text/html',
          'application/json',
          'multipart/form-data; boundary=x',
          'x',
        ),
        fc.boolean(),
        async (method, area, objectPath, body, contentType, asUser) => {
          if (over()) return;
          const status = await call(method, `/storage/v1/${area}/${objectPath}`, {
            ...(method === 'POST' || method === 'PUT' || method === 'DELETE' ? { body } : {}),
            headers: { 'content-type': contentType, 'x-upsert': 'true' },
            asUser,
          });
          expect(status).toBeLessThan(500);
        },
      ),
      SETTINGS,
    );
  });

  it('auth payloads never get a 5xx', async () => {
    const over = budget();
    const authBody = fc.oneof(
      jsonBody,
      fc
        .record({
          email: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 20 }), fc.jsonValue()),
          password: fc.oneof(fc.string({ maxLength: 80 }), fc.jsonValue()),
          type: fc.constantFrom('signup', 'recovery', 'email', 'x'),
          refresh_token: fc.string({ maxLength: 20 }),
        })
        .map((o) => JSON.stringify(o)),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/signup',
          '/token?grant_type=password',
          '/token?grant_type=refresh_token',
          '/token',
          '/resend',
          '/recover',
          '/user',
          '/logout',
          '/verify',
          '/settings',
        ),
        fc.constantFrom('GET', 'POST', 'PUT'),
        queryString,
        authBody,
        fc.boolean(),
        async (route, method, query, body, asUser) => {
          if (over()) return;
          const path = `/auth/v1${route}${route.includes('?') ? '&' : '?'}${query}`;
          const status = await call(method, path, {
            ...(method === 'GET' ? {} : { body }),
            headers: { 'content-type': 'application/json' },
            asUser,
          });
          expect(status).toBeLessThan(500);
        },
      ),
      SETTINGS,
    );
    // Still up and answering after everything it was thrown.
    expect((await fetch(`${ts.url}/auth/v1/health`)).status).toBe(200);
    expect(seen).toEqual([]);
  });
});
