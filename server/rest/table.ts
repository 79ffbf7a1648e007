// Builds the SQL of table requests (read, insert/upsert, update, delete) from a parsed query.
// Pure: returns statements with their bind parameters; the handler runs them as the caller's role.
import { RestError } from './errors.ts';
import { RESPONSE_GUC_COLUMNS } from './response-gucs.ts';
import type { ParsedQuery } from './parse-query.ts';
import { hasAggregates } from './parse-select.ts';
import type { Preferences } from './prefer.ts';
import type { SchemaCache, Table } from './schema.ts';
import {
  Params,
  checkEmbeddedUsed,
  column,
  limitSql,
  orderSql,
  qualified,
  quoteIdent,
  selectSql,
  whereSql,
  type SelectSql,
} from './sql.ts';

export interface Statement {
  sql: string;
  params: string[];
}

export interface Plan {
  /** Returns one row {body: JSON text of the rows, n: row count}, or a plain rowCount when minimal. */
  main: Statement;
  /** The main row also carries response.headers and response.status (RESPONSE_GUC_COLUMNS). */
  readsGucs?: boolean;
  returnsBody: boolean;
  /** The total for `Prefer: count=...`: `sql` counts exactly; `source` is the rows' query, whose
   * planner estimate `planned` reads (PostgREST explains its count query the same way). */
  count?: Statement & { mode: 'exact' | 'planned' | 'estimated'; source: string };
  /** The body is left out past this size, and the answer is an error (handler.ts boundedRead). */
  maxBytes?: number;
  /** maxBytes is the anonymous callers' bound (the error says so). */
  anonBound?: boolean;
  /** A merge-duplicates upsert counts the rows it inserted in `pgrst.inserted` (INSERTED_SQL). */
  countsInserted?: boolean;
}

/** How many rows an upsert inserted rather than updated: PostgREST answers 200 when none. */
export const INSERTED_SQL = `select coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) as n`;

// PostgREST's counter: +1 for each row offered for insert, -1 for each that became an update.
const COUNT_INSERT = `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) + 1)::text, true) <> '0'`;
const COUNT_UPDATE = `set_config('pgrst.inserted', (coalesce(nullif(current_setting('pgrst.inserted', true), '')::int, 0) - 1)::text, true) <> '-1'`;

/** Hosted Supabase's `max_rows`: `count=estimated` counts exactly up to it, then asks the planner. */
export const ESTIMATE_AFTER = 1000;

export function findTable(schema: SchemaCache, name: string): Table {
  const table = schema.tables.get(name);
  if (!table) {
    throw new RestError(
      404,
      'PGRST205',
      `Could not find the table '${schema.name ?? 'public'}.${name}' in the schema cache`,
    );
  }
  return table;
}

function wrapRows(source: string, selectList: string[], extraWhere: string): string {
  return `select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as n from (select ${selectList.join(', ')} from ${source}${extraWhere}) _r`;
}

/** The select list with its embeds, then a check that every embedded option found its embed. */
function selectWithEmbeds(
  schema: SchemaCache,
  table: Table,
  query: ParsedQuery,
  params: Params,
): SelectSql {
  if (!schema.aggregatesEnabled && hasAggregates(query.select)) {
    throw new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
  }
  const ctx = { params, embedded: query.embedded, used: new Set<string>() };
  const select = selectSql(schema, table, 't0', query.select, ctx);
  checkEmbeddedUsed(ctx);
  return select;
}

/** The rows as CSV the way PostgREST writes it: a header of the keys, then each row's record text. */
function csvRows(inner: string): string {
  return `select coalesce((select string_agg(k, ',') from json_object_keys((array_agg(row_to_json(_r)))[1]) k), '')
    || E'\\n' || coalesce(string_agg(substring(_r::text, 2, length(_r::text) - 2), E'\\n'), '') as body,
    count(*)::int as n, ${RESPONSE_GUC_COLUMNS} from (${inner}) _r`;
}

/**
 * A read of `table`'s rows, or of `source` (a function call returning them, `rpc/`), with the
 * query's select, embeds, filters, order and paging.
 */
export function planRead(
  schema: SchemaCache,
  table: Table,
  query: ParsedQuery,
  prefs: Preferences,
  options: { source?: string; params?: Params; csv?: boolean } = {},
): Plan {
  const params = options.params ?? new Params();
  const source = options.source ?? qualified(table);
  const select = selectWithEmbeds(schema, table, query, params);
  const where = whereSql(table, 't0', query.filters, params, select.conditions, select.embedExists);
  // The count reads the same parameters without the order's (JSON keys of order terms).
  const countParams = [...params.values];
  const order = orderSql(table, 't0', query.order, params, {
    schema,
    select: query.select,
    keys: select.entries.map((e) => e.key),
  });
  const inner = `select ${select.columns.join(', ')} from ${source} t0${where}${select.groupBy}${order}${limitSql(query)}`;
  const plan: Plan = {
    main: {
      sql: options.csv
        ? csvRows(inner)
        : `select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as n, ${RESPONSE_GUC_COLUMNS} from (${inner}) _r`,
      params: params.values,
    },
    returnsBody: true,
    // In the aggregate's projection: after every row, and every function they call, is read.
    readsGucs: true,
  };
  if (prefs.count) {
    // Same list and parameters as the page, without order and paging; Postgres drops the unused
    // columns of the subquery, so only the filters cost anything.
    // PostgREST counts the rows the filters keep, before any grouping.
    const rows = `select ${select.countColumns.join(', ')} from ${source} t0${where}`;
    plan.count = {
      mode: prefs.count,
      // estimated counts exactly up to hosted Supabase's max_rows (1000), one row past it at most.
      sql: `select count(*)::int as n from (${rows}${prefs.count === 'estimated' ? ` limit ${ESTIMATE_AFTER + 1}` : ''}) _c`,
      source: rows,
      params: countParams,
    };
  }
  return plan;
}

function unknownPayloadColumn(table: Table, name: string): RestError {
  return new RestError(
    400,
    'PGRST204',
    `Could not find the '${name}' column of '${table.name}' in the schema cache`,
  );
}

function payloadColumns(table: Table, names: Iterable<string>): string[] {
  const columns = [...new Set(names)];
  for (const name of columns) if (!table.columns.has(name)) throw unknownPayloadColumn(table, name);
  return columns;
}

function returning(
  schema: SchemaCache,
  table: Table,
  query: ParsedQuery,
  statement: string,
  target: string,
  params: Params,
): string {
  const select = selectWithEmbeds(schema, table, query, params);
  const where = select.conditions.length ? ` where ${select.conditions.join(' and ')}` : '';
  return `with pgrst_source as (${statement} returning ${target}.*) ${wrapRows('pgrst_source t0', select.columns, `${where}${select.groupBy}`)}`;
}

export function planInsert(
  schema: SchemaCache,
  table: Table,
  query: ParsedQuery,
  prefs: Preferences,
  rows: Record<string, unknown>[],
): Plan {
  const params = new Params();
  const names = query.columns ?? rows.flatMap((row) => Object.keys(row));
  const columns = payloadColumns(table, names);
  if (!columns.length) {
    throw new RestError(
      400,
      'PGRST204',
      'Inserting rows without any columns is not supported by this server',
    );
  }
  const list = columns.map(quoteIdent).join(', ');
  const json = params.add(JSON.stringify(rows));
  // missing=default: each row's absent keys take the column's default, as PostgREST does by
  // merging the defaults (catalog SQL, never input) under every object of the payload.
  const defaults = columns.flatMap((name) => {
    const fallback = prefs.missing === 'default' ? table.columns.get(name)?.default : undefined;
    return fallback === undefined ? [] : [`${params.add(name)}, ${fallback}`];
  });
  const payload = defaults.length
    ? `(select coalesce(jsonb_agg(jsonb_build_object(${defaults.join(', ')}) || _e), '[]'::jsonb) from jsonb_array_elements(${json}::jsonb) _e)::json`
    : `${json}::json`;
  let statement = `insert into ${qualified(table)} (${list}) select ${list} from json_populate_recordset(null::${qualified(table)}, ${payload}) _p`;
  let countsInserted = false;
  if (prefs.resolution) {
    const target = query.onConflict ?? table.primaryKey;
    for (const name of target) column(table, name);
    if (!target.length) {
      throw new RestError(
        400,
        'PGRST100',
        `"failed to parse on_conflict"`,
        `table ${table.name} has no primary key`,
      );
    }
    const conflict = `on conflict (${target.map(quoteIdent).join(', ')})`;
    if (prefs.resolution === 'ignore-duplicates') {
      statement += ` ${conflict} do nothing`;
    } else {
      // Every payload column is set, the conflict key too, so a payload of the key alone still
      // updates (and returns) the row, as PostgREST does.
      const updates = columns.map((c) => `${quoteIdent(c)} = excluded.${quoteIdent(c)}`);
      statement += ` where ${COUNT_INSERT} ${conflict} do update set ${updates.join(', ')} where ${COUNT_UPDATE}`;
      countsInserted = true;
    }
  }
  const plan = writePlan(schema, table, query, prefs, statement, params);
  return countsInserted ? { ...plan, countsInserted } : plan;
}

export function planUpdate(
  schema: SchemaCache,
  table: Table,
  query: ParsedQuery,
  prefs: Preferences,
  patch: Record<string, unknown>,
): Plan {
  const params = new Params();
  const columns = payloadColumns(table, Object.keys(patch));
  if (!columns.length)
    throw new RestError(
      400,
      'PGRST102',
      'Empty or invalid json',
      'An update needs at least one column',
    );
  const json = params.add(JSON.stringify(patch));
  const sets = columns.map((c) => `${quoteIdent(c)} = _p.${quoteIdent(c)}`).join(', ');
  const where = whereSql(table, 't0', query.filters, params);
  const statement = `update ${qualified(table)} t0 set ${sets} from (select * from json_populate_record(null::${qualified(table)}, ${json}::json)) _p${where}`;
  return writePlan(schema, table, query, prefs, statement, params, 't0');
}

export function planDelete(
  schema: SchemaCache,
  table: Table,
  query: ParsedQuery,
  prefs: Preferences,
): Plan {
  const params = new Params();
  const where = whereSql(table, 't0', query.filters, params);
  return writePlan(
    schema,
    table,
    query,
    prefs,
    `delete from ${qualified(table)} t0${where}`,
    params,
    't0',
  );
}

function writePlan(
  schema: SchemaCache,
  table: Table,
  query: ParsedQuery,
  prefs: Preferences,
  statement: string,
  params: Params,
  alias?: string,
): Plan {
  if (prefs.return !== 'representation') {
    // No RETURNING: with return=minimal the rows need not be readable by the caller (PostgREST too).
    return { main: { sql: statement, params: params.values }, returnsBody: false };
  }
  const sql = returning(schema, table, query, statement, alias ?? qualified(table), params);
  return { main: { sql, params: params.values }, returnsBody: true };
}
