// /rest/v1: PostgREST's protocol for the subset supabase-js sends for this product. Each request is
// parsed, checked against the schema cache, turned into parameterised SQL and run in one
// transaction as the caller's role, so row level security decides what it may read or write.
import type { Database, Queryable } from '../db/database.ts';
import { asRequestRole } from '../db/request-role.ts';
import { header, requestInfo, type RequestContext } from '../http/context.ts';
import { RestError, toRestError } from './errors.ts';
import { parseQuery, parseRangeHeader, type ParsedQuery } from './parse-query.ts';
import {
  APPLIED,
  parseAccept,
  parsePrefer,
  preferenceApplied,
  type AcceptedMedia,
  type Preferences,
} from './prefer.ts';
import { argumentNames, planRpc } from './rpc.ts';
import {
  cachedPublicMenu,
  encodedMenu,
  ifNoneMatchHits,
  menuBody,
  type CachedMenu,
} from './menu-cache.ts';
import { pickEncoding } from '../static/compress.ts';
import {
  bodyless,
  gucsOfRow,
  readResponseGucs,
  type ResponseGucColumns,
  type ResponseGucs,
} from './response-gucs.ts';
import { isOperation } from './parse-filter.ts';
import { checkEmbedDepth } from './parse-select.ts';
import { loadSchema, type SchemaCache } from './schema.ts';
import {
  ESTIMATE_AFTER,
  findTable,
  INSERTED_SQL,
  planDelete,
  planInsert,
  planRead,
  planUpdate,
  type Plan,
} from './table.ts';
import { jsonDepth, JsonTooDeepError, MAX_JSON_DEPTH, parseJson } from '../http/json.ts';
import { takeReadSlot } from '../http/reads-in-flight.ts';
import { refuseIfRemembered, rememberRefusal } from './refusal-memo.ts';

const caches = new WeakMap<
  Database,
  Map<string, { schema: Promise<SchemaCache>; loadedAt: number }>
>();

// A request naming something unknown reloads the cache (a migration may have run), at most this
// often, so a stream of bad requests cannot keep the catalogs busy.
const RELOAD_INTERVAL_MS = 1000;

/** Drops a database's schema caches on `NOTIFY pgrst` with PostgREST's payloads ('reload
 * schema', 'reload config' or none), so the next request reads the catalogs again. */
export async function listenForSchemaReloads(
  db: Database,
): Promise<(() => Promise<void>) | undefined> {
  if (!db.listen) return undefined;
  return db.listen('pgrst', (payload) => {
    if (['', 'reload schema', 'reload config'].includes(payload.trim())) caches.delete(db);
  });
}

/** The schema cache of one of a database's schemas, loaded on first use. */
export function schemaOf(db: Database, nsp = 'public', reload = false): Promise<SchemaCache> {
  let byName = caches.get(db);
  if (!byName) {
    byName = new Map();
    caches.set(db, byName);
  }
  const cached = byName.get(nsp);
  if (cached && !(reload && Date.now() - cached.loadedAt >= RELOAD_INTERVAL_MS))
    return cached.schema;
  const schema = loadSchema(db, nsp);
  const entry = { schema, loadedAt: Date.now() };
  byName.set(nsp, entry);
  schema.catch(() => {
    if (byName.get(nsp) === entry) byName.delete(nsp);
  });
  return schema;
}

// Errors that may only mean the cache is older than the schema (a migration ran since).
// (PGRST123: `pgrst.db_aggregates_enabled` may have been turned on since.)
const SCHEMA_MISSES = new Set([
  'PGRST123',
  'PGRST200',
  'PGRST202',
  'PGRST204',
  'PGRST205',
  '42703',
]);

async function withSchema<T>(
  db: Database,
  nsp: string,
  build: (schema: SchemaCache) => T,
): Promise<T> {
  try {
    return build(await schemaOf(db, nsp));
  } catch (error) {
    if (error instanceof RestError && SCHEMA_MISSES.has(error.code))
      return build(await schemaOf(db, nsp, true));
    throw error;
  }
}

const SINGLE_ERROR = (n: number) =>
  new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${n} rows`,
  );

interface Outcome {
  body: string | undefined;
  rows: number;
  total?: number;
  /** response.headers and response.status when the main statement read them (plan.readsGucs). */
  gucs?: ResponseGucs | undefined;
  /** Rows a merge-duplicates upsert inserted (the rest it updated). */
  inserted?: number;
}

/** `Prefer: handling=strict, max-affected=n`: more rows changed than that fails the request, and
 * the throw rolls the transaction back, so nothing changes (PostgREST 12). */
function checkMaxAffected(prefs: Preferences, rows: number): void {
  if (prefs.handling !== 'strict' || prefs.maxAffected === undefined) return;
  if (rows > prefs.maxAffected) {
    throw new RestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${rows} rows`,
    );
  }
}

/** The settings as the main statement read them, else from a query of their own. */
async function responseGucs(tx: Queryable, outcome: Outcome): Promise<ResponseGucs> {
  return outcome.gucs ?? readResponseGucs(tx);
}

function stripNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripNulls);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null));
  }
  return value;
}

/** Shapes the JSON array text of rows for the Accept header, inside the transaction so a failed
 * single-object check rolls a write back, as PostgREST does. */
function shape(body: string, rows: number, media: AcceptedMedia): string {
  if (media.csv || (!media.single && !media.stripNulls)) return body;
  let value = JSON.parse(body) as unknown;
  if (media.single) {
    if (rows !== 1) throw SINGLE_ERROR(rows);
    value = (value as unknown[])[0];
  }
  return JSON.stringify(media.stripNulls ? stripNulls(value) : value);
}

/**
 * A read's statement that answers no body past `maxBytes` (only its size), so an answer too large
 * to send never leaves the database. The read's one row is computed once, in the
 * subquery; writes are not wrapped (a data-modifying WITH must stay at the top level).
 */
export function boundedRead<P extends Plan>(plan: P, maxBytes: number, anonBound = false): P {
  const gucs = plan.readsGucs ? ', _b.response_headers, _b.response_status' : '';
  const sql =
    `select case when octet_length(_b.body) > ${Math.floor(maxBytes)} then null else _b.body end as body, ` +
    `octet_length(_b.body)::float8 as body_bytes, _b.n${gucs} from (${plan.main.sql}) _b`;
  return { ...plan, main: { ...plan.main, sql }, maxBytes, anonBound };
}

/** The largest body this caller's read may build: anonymous callers get the smaller bound. */
function responseLimit(ctx: RequestContext): [number, boolean] {
  const { maxResponseBytes, maxAnonResponseBytes } = ctx.config.limits;
  return ctx.claims.role === 'anon' && maxAnonResponseBytes < maxResponseBytes
    ? [maxAnonResponseBytes, true]
    : [maxResponseBytes, false];
}

function tooLarge(bytes: number, maxBytes: number, anon: boolean): RestError {
  return new RestError(
    400,
    '54000',
    `The response would be ${bytes} bytes, more than this server's limit of ${maxBytes}` +
      (anon ? ' for anonymous requests' : ''),
    null,
    'Select fewer columns or embedded resources, add filters, or page with limit and offset.',
  );
}

async function runPlan(tx: Queryable, plan: Plan, media: AcceptedMedia): Promise<Outcome> {
  if (!plan.returnsBody) {
    const result = await tx.query(plan.main.sql, plan.main.params);
    if (media.single && result.rowCount !== 1) throw SINGLE_ERROR(result.rowCount);
    return { body: undefined, rows: result.rowCount, total: result.rowCount };
  }
  const result = await tx.query<
    { body: string; n: number; body_bytes?: number } & ResponseGucColumns
  >(plan.main.sql, plan.main.params);
  const row = result.rows[0] ?? { body: '[]', n: 0 };
  if (plan.maxBytes !== undefined && (row.body_bytes ?? 0) > plan.maxBytes)
    throw tooLarge(row.body_bytes ?? 0, plan.maxBytes, plan.anonBound === true);
  const outcome: Outcome = { body: shape(row.body, row.n, media), rows: row.n };
  if (plan.readsGucs) outcome.gucs = gucsOfRow(row);
  if (plan.count) outcome.total = await countRows(tx, plan.count);
  return outcome;
}

/** PostgREST's totals: exact counts; planned is the planner's estimate of the rows (EXPLAIN);
 * estimated counts exactly up to max_rows and takes the larger of that and the estimate past it. */
async function countRows(tx: Queryable, count: NonNullable<Plan['count']>): Promise<number> {
  if (count.mode !== 'planned') {
    const counted = await tx.query<{ n: number }>(count.sql, count.params);
    const exact = counted.rows[0]?.n ?? 0;
    if (count.mode === 'exact' || exact <= ESTIMATE_AFTER) return exact;
    return Math.max(exact, await plannedRows(tx, count));
  }
  return plannedRows(tx, count);
}

async function plannedRows(tx: Queryable, count: NonNullable<Plan['count']>): Promise<number> {
  const explained = await tx.query<Record<string, unknown>>(
    `explain (format json) ${count.source}`,
    count.params,
  );
  const raw = Object.values(explained.rows[0] ?? {})[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as
    { Plan?: { 'Plan Rows'?: number } }[] | undefined;
  return Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

function contentRange(offset: number, rows: number, total: number | undefined): string {
  const range = rows > 0 ? `${offset}-${offset + rows - 1}` : '*';
  return `${range}/${total ?? '*'}`;
}

// PostgREST's rangeStatus: with a known total, a page past the end is 416 and a partial page 206.
function readStatus(offset: number, outcome: Outcome): number {
  if (outcome.total === undefined) return 200;
  if (offset > outcome.total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${outcome.total} rows.`,
    );
  }
  return outcome.rows < outcome.total ? 206 : 200;
}

async function readJson(ctx: RequestContext): Promise<unknown> {
  const raw = (await ctx.readBody(ctx.config.limits.maxRestBodyBytes)).toString('utf8');
  try {
    return raw.trim() === '' ? undefined : parseJson(raw);
  } catch (error) {
    throw new RestError(
      400,
      'PGRST102',
      'Empty or invalid json',
      error instanceof JsonTooDeepError ? error.message : null,
    );
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface Profile {
  schema: string;
  /** Chosen by a profile header, or among several schemas: answered in Content-Profile. */
  negotiated: boolean;
}

/** The schema a request is for, as PostgREST's getSchema picks it: Content-Profile for writes,
 * Accept-Profile otherwise, the first exposed schema by default; one not exposed is PGRST106. */
function pickProfile(ctx: RequestContext): Profile {
  const schemas = ctx.config.restSchemas;
  const writes = ['POST', 'PATCH', 'PUT', 'DELETE'].includes(ctx.method);
  const value = ctx.req.headers[writes ? 'content-profile' : 'accept-profile'];
  const asked = Array.isArray(value) ? value[0] : value;
  if (asked === undefined)
    return { schema: schemas[0] ?? 'public', negotiated: schemas.length > 1 };
  if (!schemas.includes(asked)) {
    throw new RestError(
      406,
      'PGRST106',
      `The schema must be one of the following: ${schemas.join(', ')}`,
    );
  }
  return { schema: asked, negotiated: true };
}

function profileHeaders(profile: Profile): Record<string, string> {
  return profile.negotiated ? { 'content-profile': profile.schema } : {};
}

async function handleTable(ctx: RequestContext, name: string, profile: Profile): Promise<void> {
  const nsp = profile.schema;
  const prefs: Preferences = parsePrefer(ctx.req);
  const media = parseAccept(ctx.req);
  const query: ParsedQuery = parseQuery(ctx.url.searchParams);
  checkEmbedDepth(query.select, ctx.config.limits.maxEmbedDepth);
  const { method } = ctx;
  let body: unknown;
  if (method === 'POST' || method === 'PATCH') {
    body = await readJson(ctx);
    const valid =
      method === 'POST'
        ? isObject(body) || (Array.isArray(body) && body.every(isObject))
        : isObject(body);
    if (!valid) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  }
  const reading = method === 'GET' || method === 'HEAD';
  if (reading) applyRange(ctx, query);
  if (Array.isArray(body) && body.length === 0) {
    // Nothing to insert: PostgREST answers an empty bulk insert without touching the table, 200
    // for an upsert (nothing was inserted).
    await withSchema(ctx.db, nsp, (schema) => findTable(schema, name));
    const status = prefs.resolution === 'merge-duplicates' ? 200 : 201;
    ctx.send(status, prefs.return === 'representation' ? '[]' : undefined, {
      'content-type': 'application/json; charset=utf-8',
      ...profileHeaders(profile),
    });
    return;
  }
  const plan = await withSchema(ctx.db, nsp, (schema) => {
    const table = findTable(schema, name);
    switch (method) {
      case 'GET':
      case 'HEAD':
        return boundedRead(
          planRead(schema, table, query, prefs, { csv: media.csv }),
          ...responseLimit(ctx),
        );
      case 'POST':
        return planInsert(
          schema,
          table,
          query,
          prefs,
          Array.isArray(body)
            ? (body as Record<string, unknown>[])
            : [body as Record<string, unknown>],
        );
      case 'PATCH':
        return planUpdate(schema, table, query, prefs, body as Record<string, unknown>);
      case 'DELETE':
        return planDelete(schema, table, query, prefs);
      default:
        throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
    }
  });
  const { outcome, gucs } = await asRequestRole(
    lane(ctx, reading),
    ctx.claims,
    async (tx) => {
      const outcome = await runPlan(tx, plan, media);
      if (method === 'PATCH' || method === 'DELETE') checkMaxAffected(prefs, outcome.rows);
      if (plan.countsInserted) {
        const counted = await tx.query<{ n: number }>(INSERTED_SQL);
        outcome.inserted = counted.rows[0]?.n ?? 0;
      }
      return { outcome, gucs: await responseGucs(tx, outcome) };
    },
    requestInfo(ctx, reading),
  );
  const headers: Record<string, string> = {
    'content-type': contentType(media),
    ...profileHeaders(profile),
  };
  if (reading) {
    const offset = query.offset ?? 0;
    headers['content-range'] = contentRange(offset, outcome.rows, outcome.total);
    const applied = preferenceApplied(prefs, APPLIED.read);
    if (applied) headers['preference-applied'] = applied;
    respond(ctx, readStatus(offset, outcome), outcome.body, headers, gucs);
    return;
  }
  if (prefs.count) headers['content-range'] = `*/${outcome.rows}`;
  // An upsert that only updated answers 200, as PostgREST does; any other insert 201.
  const insertStatus = outcome.inserted !== undefined && outcome.inserted <= 0 ? 200 : 201;
  const status = method === 'POST' ? insertStatus : outcome.body === undefined ? 204 : 200;
  const applied = preferenceApplied(
    prefs,
    method === 'POST' ? APPLIED.insert : method === 'PATCH' ? APPLIED.update : APPLIED.delete,
  );
  if (applied) headers['preference-applied'] = applied;
  respond(ctx, status, outcome.body, headers, gucs);
}

/** Sends the answer with what SQL set in response.headers (overriding ours) and response.status,
 * as PostgREST does; HEAD, 204 and 304 carry no body. */
function respond(
  ctx: RequestContext,
  status: number,
  body: string | undefined,
  headers: Record<string, string>,
  gucs: ResponseGucs,
): void {
  const finalStatus = gucs.status ?? status;
  const finalHeaders = { ...headers, ...gucs.headers };
  if (finalStatus === 304) delete finalHeaders['content-range'];
  ctx.send(finalStatus, bodyless(finalStatus, ctx.method) ? undefined : body, finalHeaders);
}

/** The slug of a plain public_menu call (no filters, shaping or preferences), the one the
 * in-memory menu cache answers; undefined for any other call. */
function cacheableMenuSlug(
  ctx: RequestContext,
  name: string,
  posted: Record<string, unknown>,
  media: AcceptedMedia,
): string | undefined {
  if (name !== 'public_menu' || media.csv || media.single || media.stripNulls) return undefined;
  if (ctx.req.headers.prefer !== undefined) return undefined;
  const search = [...ctx.url.searchParams];
  if (ctx.method === 'POST') {
    const keys = Object.keys(posted);
    const slug = posted.slug;
    return search.length === 0 && keys.length === 1 && typeof slug === 'string' ? slug : undefined;
  }
  const [first] = search;
  return search.length === 1 && first?.[0] === 'slug' ? first[1] : undefined;
}

async function sendCachedMenu(
  ctx: RequestContext,
  menu: CachedMenu,
  extra: Record<string, string>,
): Promise<void> {
  const fromQueryString = ctx.method === 'GET' || ctx.method === 'HEAD';
  const hit = fromQueryString && ifNoneMatchHits(header(ctx.req, 'if-none-match'), menu.etag);
  const status = hit ? 304 : 200;
  const headers = { ...menu.headers, ...extra, vary: 'Accept-Encoding' };
  if (bodyless(status, ctx.method)) return ctx.send(status, undefined, headers);
  // Compressed as a CDN in front of hosted PostgREST would: 15 KB of a demo menu is 4 KB brotli.
  const encoding = pickEncoding(header(ctx.req, 'accept-encoding'));
  const compressed = encoding && (await encodedMenu(menu, encoding));
  if (encoding && compressed) {
    ctx.send(status, compressed, { ...headers, 'content-encoding': encoding });
  } else {
    ctx.send(status, menuBody(menu), headers);
  }
}

// Query parameters that are never a function's argument on GET.
const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'and',
  'or',
  'columns',
  'on_conflict',
]);

/** Splits a GET call's query string as PostgREST does: argument names are arguments, unless the
 * value is a filter operation; everything else filters, orders or pages the result. */
function splitGetArguments(
  search: URLSearchParams,
  argNames: Set<string>,
): { args: Record<string, unknown>; rest: URLSearchParams } {
  const args: Record<string, unknown> = {};
  const rest = new URLSearchParams();
  for (const [key, value] of search) {
    if (!RESERVED.has(key) && argNames.has(key) && !isOperation(value)) args[key] = value;
    else rest.append(key, value);
  }
  return { args, rest };
}

function applyRange(ctx: RequestContext, query: ParsedQuery): void {
  const range = parseRangeHeader(
    typeof ctx.req.headers.range === 'string' ? ctx.req.headers.range : undefined,
  );
  if (range && query.limit === undefined && query.offset === undefined) {
    query.offset = range.offset;
    if (range.limit !== undefined) query.limit = range.limit;
  }
}

function contentType(media: AcceptedMedia): string {
  if (media.csv) return 'text/csv; charset=utf-8';
  return media.single
    ? 'application/vnd.pgrst.object+json; charset=utf-8'
    : 'application/json; charset=utf-8';
}

async function handleRpc(
  ctx: RequestContext,
  name: string,
  profile: Profile,
  read: ReadSlot,
): Promise<void> {
  const media = parseAccept(ctx.req);
  const prefs = parsePrefer(ctx.req);
  const fromQueryString = ctx.method === 'GET' || ctx.method === 'HEAD';
  let posted: Record<string, unknown> = {};
  if (ctx.method === 'POST') {
    const body = await readJson(ctx);
    if (body !== undefined && !isObject(body))
      throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    posted = body ?? {};
  } else if (!fromQueryString) {
    throw new RestError(405, 'PGRST101', 'Only GET or POST is allowed');
  }
  const menuSlug =
    profile.schema === 'public' ? cacheableMenuSlug(ctx, name, posted, media) : undefined;
  if (menuSlug !== undefined) {
    // The hot path: the same cached answer the hosted page renders (menu-cache.ts).
    const menu = await cachedPublicMenu(ctx.db, menuSlug);
    if (menu) await sendCachedMenu(ctx, menu, profileHeaders(profile));
    else
      ctx.send(200, ctx.method === 'HEAD' ? undefined : 'null', {
        'content-type': contentType(media),
        ...profileHeaders(profile),
      });
    return;
  }
  let query: ParsedQuery | undefined;
  const plan = await withSchema(ctx.db, profile.schema, (schema) => {
    const split = fromQueryString
      ? splitGetArguments(ctx.url.searchParams, argumentNames(schema, name))
      : { args: posted, rest: ctx.url.searchParams };
    query = parseQuery(split.rest);
    checkEmbedDepth(query.select, ctx.config.limits.maxEmbedDepth);
    if (fromQueryString) applyRange(ctx, query);
    const planned = planRpc(
      schema,
      name,
      { args: split.args, fromQueryString, singleObject: prefs.params === 'single-object' },
      query,
      prefs,
      media.csv,
    );
    return planned.returnsVoid ? planned : boundedRead(planned, ...responseLimit(ctx));
  });
  // A stable or immutable function called over POST reads, like a GET: it counts among the
  // address's reads in flight. Volatile ones (place_order, table calls) have limits of their own.
  if (!fromQueryString && !plan.volatile && !read.take()) return;
  const offset = query?.offset ?? 0;
  // PostgREST runs GET and calls of stable or immutable functions READ ONLY: a volatile function
  // that writes is refused over GET (405).
  const readOnly = fromQueryString || !plan.volatile;
  // An address its own budget refused is refused again until the window ends (refusal-memo.ts);
  // only functions that write have such budgets, so reads skip the lookup.
  const fn = `${profile.schema}.${name}`;
  if (!readOnly) refuseIfRemembered(ctx, fn);
  const { outcome, gucs } = await asRequestRole(
    lane(ctx, readOnly),
    ctx.claims,
    async (tx) => {
      const outcome = await callFunction(tx);
      // PostgREST 12 checks a call's rows against max-affected too (strict handling only).
      checkMaxAffected(prefs, outcome.rows);
      return { outcome, gucs: await responseGucs(tx, outcome) };
    },
    requestInfo(ctx, readOnly),
  ).catch((error: unknown) => {
    if (!readOnly) rememberRefusal(ctx, fn, error);
    throw error;
  });
  async function callFunction(tx: Queryable): Promise<Outcome> {
    if (plan.returnsVoid) {
      await tx.query(plan.main.sql, plan.main.params);
      return { body: undefined, rows: 0 };
    }
    if (plan.rows && plan.returnsSet) {
      if (!plan.scalar || media.csv) return runPlan(tx, plan, media);
      // Bare values, as the function returns them, then the single/strip-nulls shaping.
      const read = await runPlan(tx, plan, { ...media, single: false, stripNulls: false });
      const values = (JSON.parse(read.body ?? '[]') as Record<string, unknown>[]).map(
        (row) => Object.values(row)[0] ?? null,
      );
      return { ...read, body: shape(JSON.stringify(values), read.rows, media) };
    }
    if (plan.rows) {
      // One composite value: PostgREST answers the object itself, or null.
      const read = await runPlan(tx, plan, { ...media, single: false });
      if (media.csv) return read;
      const first = (JSON.parse(read.body ?? '[]') as unknown[])[0] ?? null;
      return { body: JSON.stringify(first), rows: read.rows, gucs: read.gucs };
    }
    const result = await tx.query<
      { body: string | null; body_bytes?: number } & ResponseGucColumns
    >(plan.main.sql, plan.main.params);
    const bytes = result.rows[0]?.body_bytes ?? 0;
    if (plan.maxBytes !== undefined && bytes > plan.maxBytes)
      throw tooLarge(bytes, plan.maxBytes, plan.anonBound === true);
    return {
      body: result.rows[0]?.body ?? 'null',
      rows: 1,
      gucs: plan.readsGucs ? gucsOfRow(result.rows[0]) : undefined,
    };
  }
  const applied = preferenceApplied(prefs, APPLIED.rpc);
  if (outcome.body === undefined) {
    respond(ctx, 204, undefined, applied ? { 'preference-applied': applied } : {}, gucs);
    return;
  }
  const headers: Record<string, string> = {
    'content-type': contentType(media),
    ...profileHeaders(profile),
    ...(applied ? { 'preference-applied': applied } : {}),
  };
  let status = 200;
  if (plan.returnsSet) {
    headers['content-range'] = contentRange(offset, outcome.rows, outcome.total);
    status = readStatus(offset, outcome);
  } else {
    // One value (scalar or row): PostgREST counts it as one row, 0-0/1 when a count was asked.
    headers['content-range'] = prefs.count ? '0-0/1' : '0-0/*';
  }
  respond(ctx, status, outcome.body, headers, gucs);
}

/** Writes go through capacity of their own (Database.writes): reads never queue an order. */
function lane(ctx: RequestContext, reading: boolean) {
  return reading ? ctx.db : (ctx.db.writes ?? ctx.db);
}

function sendError(ctx: RequestContext, error: RestError): void {
  ctx.json(error.status, error.toJSON());
}

/** The request's place among its address's reads in flight (reads-in-flight.ts), taken once. */
interface ReadSlot {
  /** False, with the 429 sent, when the address already has its limit of reads in flight. */
  take(): boolean;
  release(): void;
}

function readSlot(ctx: RequestContext): ReadSlot {
  let release: (() => void) | undefined;
  return {
    take() {
      release ??= takeReadSlot(ctx);
      if (release) return true;
      // PostgREST's error shape, as the menu-event limit answers; the read never reached the
      // database.
      ctx.json(
        429,
        {
          code: '429',
          message: 'Too many API reads in flight from this address',
          details: `At most ${ctx.config.limits.maxReadsInFlightPerAddress} at once.`,
          hint: 'Wait for earlier requests to finish, then try again.',
        },
        { 'retry-after': '1' },
      );
      return false;
    },
    release: () => release?.(),
  };
}

export async function handleRest(ctx: RequestContext): Promise<void> {
  const read = readSlot(ctx);
  try {
    if ((ctx.method === 'GET' || ctx.method === 'HEAD') && !read.take()) return;
    if (ctx.claimsError) {
      const { status, code, message } = ctx.claimsError;
      ctx.json(
        status,
        { code, message, details: null, hint: null },
        { 'www-authenticate': `Bearer error="invalid_token", error_description="${message}"` },
      );
      return;
    }
    // Arguments and filter values reach the database's json parser, which gives up (500) deep down.
    for (const [name, value] of ctx.url.searchParams) {
      if (jsonDepth(value, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
        throw new RestError(
          400,
          'PGRST100',
          `"failed to parse ${name}"`,
          new JsonTooDeepError().message,
        );
      }
    }
    let segments: string[];
    try {
      segments = ctx.path
        .split('/')
        .filter(Boolean)
        .map((s) => decodeURIComponent(s));
    } catch {
      throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
    }
    const profile = pickProfile(ctx);
    if (segments.length === 0) {
      const schema = await schemaOf(ctx.db, profile.schema);
      ctx.json(200, {
        swagger: '2.0',
        info: { title: 'QR Menu local REST API (PostgREST subset)', version: '1' },
        paths: Object.fromEntries([...schema.tables.keys()].sort().map((t) => [`/${t}`, {}])),
      });
      return;
    }
    if (segments[0] === 'rpc' && segments.length === 2)
      return await handleRpc(ctx, segments[1] as string, profile, read);
    if (segments.length === 1) return await handleTable(ctx, segments[0] as string, profile);
    throw new RestError(404, 'PGRST125', `Invalid path specified in request URL`);
  } catch (error) {
    sendError(ctx, toRestError(error, ctx.claims.role));
  } finally {
    read.release();
  }
}
