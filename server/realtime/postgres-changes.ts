// `postgres_changes` as hosted Realtime serves it: a channel's bindings (event, schema, table,
// one filter) are checked against the `supabase_realtime` publication at join, each change is
// matched against them, and row level security decides who receives it. The database answers
// that question, once per distinct (role, claims) among the matching subscribers, so a thousand
// anonymous customers on one menu cost one check per change, not a thousand.
//
// Nothing here is an oracle: a filter may name only a column the subscriber's role may select
// (any other is refused at join as a column that does not exist), and a row the subscriber may
// not read produces no message at all: no record, no error, no list of the filters it matched.
import type { Database } from '../db/database.ts';
import { asRequestRole, type RequestClaims } from '../db/request-role.ts';
import type {
  Claims,
  PostgresChangesBinding,
  PostgresChangesBindingReply,
  PostgresChangesJoin,
  PostgresChangesSubscription,
} from './types.ts';

/** One captured row change, read from realtime.change_log. */
export interface Change {
  id: number;
  committedAt: Date;
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE' | 'DELETE';
  record: Record<string, unknown> | null;
  oldRecord: Record<string, unknown> | null;
}

type Operator = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';
const OPERATORS = new Set<string>(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);

interface Filter {
  column: string;
  op: Operator;
  /** The value as written after the operator (`in`: the list inside the parentheses). */
  raw: string;
  /** Per table (`schema.table`): the value(s) cast to the column's type, as to_jsonb renders them. */
  values: Map<string, unknown[]>;
}

interface Binding {
  id: number;
  event: PostgresChangesBinding['event'];
  schema: string;
  table: string;
  filter?: Filter;
}

interface Subscriber {
  claims: Claims;
  claimsKey: string;
  bindings: Binding[];
  push(payload: Record<string, unknown>): void;
}

interface Column {
  name: string;
  /** pg_type.typname, what hosted Realtime's `columns` lists. */
  type: string;
  /** format_type(), for casts. */
  sqlType: string;
}

interface TableInfo {
  rls: boolean;
  replicaFull: boolean;
  primaryKey: string[];
  columns: Column[];
  /** Per role: the columns it may select (column privileges, as hosted checks them). */
  selectable: Map<string, Promise<Set<string>>>;
  /** Per role: the query that applies its SELECT policies to a row, or the answer itself. */
  policies: Map<string, Promise<string | boolean>>;
}

/** Hosted Realtime's limit on a change's size: above it, values over 64 bytes are left out. */
const MAX_RECORD_BYTES = 1024 * 1024;
const TABLE_INFO_TTL_MS = 5000;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A stable id for a binding in the join reply (hosted uses erlang:phash2 of the params). */
export function bindingId(binding: PostgresChangesBinding): number {
  const text = JSON.stringify([binding.event, binding.schema, binding.table, binding.filter]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  // realtime-js treats an id of 0 as no id.
  return (hash % 0x7ffffff) + 1;
}

/** Claims in a canonical form: equal claims give equal keys, whatever their key order. */
function claimsKey(claims: Claims): string {
  const sorted = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sorted);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
      );
    return value;
  };
  return JSON.stringify(sorted(claims));
}

/** Elixir's inspect of a string, as hosted Realtime's messages print params. */
const inspect = (value: string) => JSON.stringify(value);

function paramsToLog(event: string, schema: string, table: string, filter?: Filter): string {
  const filters = filter
    ? `[{${inspect(filter.column)}, ${inspect(filter.op)}, ${inspect(
        filter.op === 'in' ? `{${filter.raw}}` : filter.raw,
      )}, false}]`
    : '[]';
  return `event: ${event}, schema: ${schema}, table: ${table}, filters: ${filters}, select: nil`;
}

/** `column=op.value` as hosted Realtime parses it, or its error text. */
export function parseFilter(text: string): Filter | string {
  const equals = text.indexOf('=');
  const error = (parts: string[]) =>
    `Error parsing \`filter\` params: [${parts.map(inspect).join(', ')}]`;
  if (equals <= 0) return error([text]);
  const column = text.slice(0, equals);
  const rest = text.slice(equals + 1);
  const dot = rest.indexOf('.');
  if (dot < 0) return error([rest]);
  const op = rest.slice(0, dot);
  const raw = rest.slice(dot + 1);
  if (!OPERATORS.has(op)) return error([op, raw]);
  if (op === 'in') {
    const inner = /^\((.*)\)$/.exec(raw);
    if (!inner) return error([op, raw]);
    return { column, op: 'in', raw: inner[1] ?? '', values: new Map() };
  }
  return { column, op: op as Operator, raw, values: new Map() };
}

/** The values of an `in` list: comma separated, optionally double-quoted. */
function splitList(raw: string): string[] {
  const values: string[] = [];
  const pattern = /\s*(?:"((?:[^"\\]|\\.)*)"|([^,]*))\s*(?:,|$)/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(raw)) && match[0] !== '') {
    values.push(
      match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : (match[2] ?? '').trim(),
    );
  }
  return values;
}

/** SQL's comparison of two values as to_jsonb renders them (numbers, strings, booleans). */
function compare(a: unknown, b: unknown): number | undefined {
  if (a === null || a === undefined || b === null || b === undefined) return undefined;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const left = typeof a === 'string' ? a : JSON.stringify(a);
  const right = typeof b === 'string' ? b : JSON.stringify(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

function matchesFilter(filter: Filter, entity: string, record: Record<string, unknown>): boolean {
  if (!(filter.column in record)) return false;
  const values = filter.values.get(entity);
  if (!values) return false;
  const value = record[filter.column];
  if (filter.op === 'in') return values.some((candidate) => compare(value, candidate) === 0);
  const order = compare(value, values[0]);
  if (order === undefined) return false;
  switch (filter.op) {
    case 'eq':
      return order === 0;
    case 'neq':
      return order !== 0;
    case 'lt':
      return order < 0;
    case 'lte':
      return order <= 0;
    case 'gt':
      return order > 0;
    case 'gte':
      return order >= 0;
  }
}

const CONDITIONS: Record<string, string> = {
  '22P02': 'invalid_text_representation',
  '22003': 'numeric_value_out_of_range',
  '22007': 'invalid_datetime_format',
  '22008': 'datetime_field_overflow',
  '22001': 'string_data_right_truncation',
  '22023': 'invalid_parameter_value',
  P0001: 'raise_exception',
};

/** Postgrex's rendering of a database error, as hosted Realtime quotes it. */
function databaseError(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  const condition = CONDITIONS[code ?? ''] ?? 'raise_exception';
  return `ERROR ${code ?? 'P0001'} (${condition}) ${message ?? String(error)}`;
}

class FilterError extends Error {}

export class PostgresChangesRouter {
  readonly #db: Database;
  readonly #sync: () => Promise<void>;
  readonly #subscribers = new Set<Subscriber>();
  readonly #tables = new Map<string, { at: number; info: Promise<TableInfo | undefined> }>();

  constructor(db: Database, sync: () => Promise<void>) {
    this.#db = db;
    this.#sync = sync;
  }

  /** How many times the policies were asked about a change (one per distinct claims). */
  policyChecks = 0;

  get subscriberCount(): number {
    return this.#subscribers.size;
  }

  /** Whether any subscriber follows this table (a change of another table need not be read). */
  follows(schema: string, table: string): boolean {
    for (const subscriber of this.#subscribers)
      for (const binding of subscriber.bindings)
        if (
          (binding.schema === '*' || binding.schema === schema) &&
          (binding.table === '*' || binding.table === table)
        )
          return true;
    return false;
  }

  /** Forgets cached table facts (after the publication or a table changed). */
  invalidate(): void {
    this.#tables.clear();
  }

  async subscribe(subscription: PostgresChangesSubscription): Promise<PostgresChangesJoin> {
    const bindings: Binding[] = [];
    const reply: PostgresChangesBindingReply[] = [];
    for (const requested of subscription.bindings) {
      const event = (
        ['INSERT', 'UPDATE', 'DELETE'].includes(String(requested.event).toUpperCase())
          ? String(requested.event).toUpperCase()
          : '*'
      ) as Binding['event'];
      const schema = requested.schema || 'public';
      const table = requested.table || '*';
      let filter: Filter | undefined;
      if (requested.filter !== undefined && requested.filter.trim() !== '') {
        const parsed = parseFilter(requested.filter.trim());
        if (typeof parsed === 'string') return { ok: false, message: parsed };
        filter = parsed;
      }
      const entities = await this.#publishedTables(schema, table);
      if (entities.length === 0)
        return {
          ok: false,
          message: `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: [${paramsToLog(event, schema, table, filter)}]`,
        };
      if (filter) {
        try {
          for (const entity of entities)
            await this.#castFilter(filter, entity, String(subscription.claims.role));
        } catch (error) {
          return {
            ok: false,
            message: `Unable to subscribe to changes with given parameters. An exception happened so please check your connect parameters: [${paramsToLog(event, schema, table, filter)}]. Exception: ${
              error instanceof FilterError
                ? `ERROR P0001 (raise_exception) ${error.message}`
                : databaseError(error)
            }`,
          };
        }
      }
      const id = bindingId(requested);
      bindings.push({ id, event, schema, table, ...(filter ? { filter } : {}) });
      reply.push({ ...requested, id });
    }
    const subscriber: Subscriber = {
      claims: subscription.claims,
      claimsKey: claimsKey(subscription.claims),
      bindings,
      push: subscription.push,
    };
    this.#subscribers.add(subscriber);
    return {
      ok: true,
      reply,
      setClaims: (claims) => {
        subscriber.claims = claims;
        subscriber.claimsKey = claimsKey(claims);
      },
      unsubscribe: () => void this.#subscribers.delete(subscriber),
    };
  }

  async #publishedTables(
    schema: string,
    table: string,
  ): Promise<{ schema: string; table: string }[]> {
    const { rows } = await this.#db.query<{ schema: string; table: string; captured: boolean }>(
      `select p.schemaname as schema, p.tablename as table,
         exists(select 1 from pg_trigger t
                where t.tgrelid = format('%I.%I', p.schemaname, p.tablename)::regclass
                  and t.tgname = 'realtime_capture') as captured
       from pg_publication_tables p
       where p.pubname = 'supabase_realtime'
         and ($1 = '*' or p.schemaname = $1) and ($2 = '*' or p.tablename = $2)`,
      [schema, table],
    );
    // A table added to the publication a moment ago gets its capture trigger before the reply.
    if (rows.some((row) => !row.captured)) await this.#sync();
    return rows;
  }

  /**
   * Casts the filter's value(s) to the column's type, as to_jsonb renders a row's value. A column
   * the role may not select is refused as one that does not exist: matching on it would tell the
   * subscriber its value (`email=eq.…` fires or not), and a different refusal would tell that it
   * exists.
   */
  async #castFilter(
    filter: Filter,
    entity: { schema: string; table: string },
    role: string,
  ): Promise<void> {
    const key = `${entity.schema}.${entity.table}`;
    const info = await this.#tableInfo(entity.schema, entity.table);
    const column = info?.columns.find((c) => c.name === filter.column);
    const selectable = info
      ? await this.#selectable(info, entity.schema, entity.table, role)
      : new Set<string>();
    if (!column || !selectable.has(column.name))
      throw new FilterError(`invalid column for filter ${filter.column}`);
    const raws = filter.op === 'in' ? splitList(filter.raw) : [filter.raw];
    if (raws.length > 100) throw new FilterError('too many values for `in` filter. Maximum 100');
    const { rows } = await this.#db.query<{ value: unknown }>(
      `select to_jsonb(v::${column.sqlType}) as value from unnest($1::text[]) v`,
      [raws],
    );
    filter.values.set(
      key,
      rows.map((row) => row.value),
    );
  }

  #tableInfo(schema: string, table: string): Promise<TableInfo | undefined> {
    const key = `${schema}.${table}`;
    const cached = this.#tables.get(key);
    if (cached && performance.now() - cached.at < TABLE_INFO_TTL_MS) return cached.info;
    const info = this.#loadTableInfo(schema, table);
    this.#tables.set(key, { at: performance.now(), info });
    info.catch(() => this.#tables.delete(key));
    return info;
  }

  async #loadTableInfo(schema: string, table: string): Promise<TableInfo | undefined> {
    const { rows } = await this.#db.query<{
      rls: boolean;
      replica_full: boolean;
      columns: { name: string; type: string; sqlType: string; pk: boolean }[];
    }>(
      `select c.relrowsecurity as rls, c.relreplident = 'f' as replica_full,
         (select jsonb_agg(jsonb_build_object('name', a.attname, 'type', t.typname,
                   'sqlType', format_type(a.atttypid, a.atttypmod),
                   'pk', coalesce(a.attnum = any(pk.conkey), false)) order by a.attnum)
          from pg_attribute a join pg_type t on t.oid = a.atttypid
          left join pg_constraint pk on pk.conrelid = c.oid and pk.contype = 'p'
          where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relname = $2`,
      [schema, table],
    );
    const row = rows[0];
    if (!row) return undefined;
    return {
      rls: row.rls,
      replicaFull: row.replica_full,
      primaryKey: row.columns.filter((c) => c.pk).map((c) => c.name),
      columns: row.columns.map(({ name, type, sqlType }) => ({ name, type, sqlType })),
      selectable: new Map(),
      policies: new Map(),
    };
  }

  #selectable(info: TableInfo, schema: string, table: string, role: string): Promise<Set<string>> {
    let columns = info.selectable.get(role);
    if (!columns) {
      columns = this.#db
        .query<{ name: string }>(
          `select a.attname as name from pg_attribute a
           where a.attrelid = format('%I.%I', $1::text, $2::text)::regclass and a.attnum > 0
             and not a.attisdropped
             and has_column_privilege($3::text, a.attrelid, a.attname, 'SELECT')`,
          [schema, table, role],
        )
        .then(({ rows }) => new Set(rows.map((r) => r.name)));
      info.selectable.set(role, columns);
      columns.catch(() => info.selectable.delete(role));
    }
    return columns;
  }

  /**
   * The role's SELECT policies applied to the changed row as it was written (not as the table
   * holds it by the time we ask, which may be a later state): one statement selecting from the
   * row under the table's name, so the policies' expressions read it as they read the table.
   * Run as the role with the subscriber's claims, so auth.uid() and sub-selects in them behave
   * as for a query. True when the role bypasses row level security; false with no policy.
   */
  #policyCheck(
    info: TableInfo,
    schema: string,
    table: string,
    role: string,
  ): Promise<string | boolean> {
    let check = info.policies.get(role);
    if (!check) {
      check = this.#db
        .query<{ permissive: boolean; qual: string | null; bypass: boolean }>(
          `select p.polpermissive as permissive, pg_get_expr(p.polqual, p.polrelid) as qual,
             r.rolbypassrls as bypass
           from pg_roles r
           left join pg_policy p
             on p.polrelid = format('%I.%I', $1::text, $2::text)::regclass
             and p.polcmd in ('r', '*')
             and (0 = any(p.polroles) or r.oid = any(p.polroles))
           where r.rolname = $3`,
          [schema, table, role],
        )
        .then(({ rows }) => {
          if (rows.length === 0) return false;
          if (rows[0]?.bypass) return true;
          const policies = rows.filter((row) => row.permissive !== null);
          const permissive = policies
            .filter((p) => p.permissive)
            .map((p) => `(${p.qual ?? 'true'})`);
          const restrictive = policies
            .filter((p) => !p.permissive)
            .map((p) => `(${p.qual ?? 'true'})`);
          if (permissive.length === 0) return false;
          const where = [`(${permissive.join(' or ')})`, ...restrictive].join(' and ');
          return `select exists(select 1 from jsonb_populate_record(null::${quoteIdent(schema)}.${quoteIdent(table)}, $1::jsonb) as ${quoteIdent(table)} where ${where}) as visible`;
        });
      info.policies.set(role, check);
      check.catch(() => info.policies.delete(role));
    }
    return check;
  }

  /** Delivers one change to every subscriber whose bindings match and whose policies allow it. */
  async deliver(change: Change): Promise<void> {
    const entity = `${change.schema}.${change.table}`;
    const info = await this.#tableInfo(change.schema, change.table);
    if (!info) return;
    // What hosted Realtime reads from the WAL: the new row, and the old row's identity (the
    // primary key unless replica identity is full).
    const identity = (row: Record<string, unknown> | null) =>
      row && !info.replicaFull
        ? Object.fromEntries(info.primaryKey.map((name) => [name, row[name]]))
        : row;
    const newRow = change.type === 'DELETE' ? null : change.record;
    const oldRow = change.type === 'INSERT' ? null : identity(change.oldRecord);

    const groups = new Map<
      string,
      { key: string; claims: Claims; members: { subscriber: Subscriber; matched: Binding[] }[] }
    >();
    for (const subscriber of this.#subscribers) {
      const matched: Binding[] = [];
      for (const binding of subscriber.bindings) {
        if (binding.event !== '*' && binding.event !== change.type) continue;
        if (binding.schema !== '*' && binding.schema !== change.schema) continue;
        if (binding.table !== '*' && binding.table !== change.table) continue;
        if (binding.filter) {
          const visible =
            (newRow !== null && matchesFilter(binding.filter, entity, newRow)) ||
            (change.type === 'DELETE' &&
              oldRow !== null &&
              matchesFilter(binding.filter, entity, oldRow));
          if (!visible) continue;
        }
        matched.push(binding);
      }
      if (matched.length === 0) continue;
      let group = groups.get(subscriber.claimsKey);
      if (!group) {
        group = { key: subscriber.claimsKey, claims: subscriber.claims, members: [] };
        groups.set(subscriber.claimsKey, group);
      }
      group.members.push({ subscriber, matched });
    }
    if (groups.size === 0) return;

    const bytes = JSON.stringify(change.record ?? change.oldRecord ?? {}).length;
    const tooLarge = bytes > MAX_RECORD_BYTES;
    const commitTimestamp = change.committedAt.toISOString();
    const payloads = new Map<string, Promise<Record<string, unknown> | undefined>>();

    const payloadFor = (claims: Claims): Promise<Record<string, unknown> | undefined> => {
      const role = String(claims.role);
      const build = async (): Promise<Record<string, unknown> | undefined> => {
        const selectable = await this.#selectable(info, change.schema, change.table, role);
        const base = { schema: change.schema, table: change.table, type: change.type };
        if (change.type !== 'DELETE') {
          if (info.primaryKey.length === 0)
            return { ...base, errors: ['Error 400: Bad Request, no primary key'] };
          if (!info.primaryKey.every((name) => selectable.has(name)))
            return { ...base, errors: ['Error 401: Unauthorized'] };
        }
        const keep = (row: Record<string, unknown>, pkOnly: boolean) =>
          Object.fromEntries(
            Object.entries(row).filter(
              ([name, value]) =>
                selectable.has(name) &&
                (!pkOnly || info.primaryKey.includes(name)) &&
                (!tooLarge || JSON.stringify(value).length <= 64),
            ),
          );
        return {
          ...base,
          commit_timestamp: commitTimestamp,
          columns: info.columns
            .filter((c) => selectable.has(c.name))
            .map((c) => ({ name: c.name, type: c.type })),
          ...(newRow ? { record: keep(newRow, false) } : {}),
          ...(oldRow ? { old_record: keep(oldRow, change.type === 'DELETE' && info.rls) } : {}),
          errors: tooLarge ? ['Error 413: Payload Too Large'] : null,
        };
      };
      let payload = payloads.get(role);
      if (!payload) {
        payload = build();
        payloads.set(role, payload);
      }
      return payload;
    };

    const mayRead = async (claims: Claims): Promise<boolean> => {
      if (!info.rls) return true;
      // A deleted row is checked as it was before the delete (hosted cannot check it at all and
      // sends its key to every subscriber; here a row one could not read is never mentioned).
      const row = change.type === 'DELETE' ? change.oldRecord : newRow;
      if (!row) return false;
      const check = await this.#policyCheck(info, change.schema, change.table, String(claims.role));
      if (typeof check === 'boolean') return check;
      this.policyChecks++;
      return asRequestRole(this.#db, claims as RequestClaims, async (tx) => {
        const { rows } = await tx.query<{ visible: boolean }>(check, [JSON.stringify(row)]);
        return rows[0]?.visible === true;
      }).catch(() => false);
    };

    await Promise.all(
      [...groups.values()].map(async (group) => {
        const role = String(group.claims.role);
        // A role that may select nothing of the table, or whose policies hide the row, hears
        // nothing of the change: not its data, not an error, not which filters it matched.
        const selectable = await this.#selectable(info, change.schema, change.table, role);
        if (selectable.size === 0) return;
        if (!(await mayRead(group.claims))) return;
        const data = await payloadFor(group.claims);
        if (!data) return;
        for (const { subscriber, matched } of group.members) {
          // Claims changed (access_token) while the policies were asked: not for this answer.
          if (subscriber.claimsKey !== group.key || !this.#subscribers.has(subscriber)) continue;
          // Filters were checked at join; one on a column the role may no longer select (its
          // token changed since) does not count.
          const ids: number[] = [];
          for (const binding of matched) {
            if (binding.filter && !selectable.has(binding.filter.column)) continue;
            if (!ids.includes(binding.id)) ids.push(binding.id);
          }
          if (ids.length > 0) subscriber.push({ ids, data });
        }
      }),
    );
  }
}
