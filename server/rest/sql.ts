// SQL generation for table reads: every identifier comes from the schema cache and is quoted,
// every value is a bind parameter typed as text and cast to the column's catalog type, so no
// input can change the statement. JSON is built in SQL, the way PostgREST does it.
import { RestError, unknownColumn } from './errors.ts';
import type { Filter, SearchOperator, ValueOperator } from './parse-filter.ts';
import type { OrderTerm, ResourceOptions } from './parse-query.ts';
import { Cursor, readJsonPath, type JsonStep, type SelectItem } from './parse-select.ts';
import { findRelationship, isToOne, type Relationship } from './relationships.ts';
import type { SchemaCache, Table } from './schema.ts';

export function quoteIdent(name: string): string {
  if (name.includes('\0')) throw new RestError(400, 'PGRST100', 'Identifiers cannot contain NUL');
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualified(table: Table): string {
  return `${quoteIdent(table.schema ?? 'public')}.${quoteIdent(table.name)}`;
}

/** Collects bind parameters; values always travel as text. */
export class Params {
  readonly values: string[] = [];
  add(value: string): string {
    this.values.push(value);
    return `$${this.values.length}::text`;
  }
}

/** A JSON key chosen by the client (alias); kept short and printable so it stays an identifier. */
function outputKey(key: string): string {
  if (key.length > 63 || [...key].some((ch) => ch.charCodeAt(0) < 32)) {
    throw new RestError(
      400,
      'PGRST100',
      `"failed to parse select parameter"`,
      `invalid alias ${JSON.stringify(key)}`,
    );
  }
  return quoteIdent(key);
}

export function column(table: Table, name: string) {
  const col = table.columns.get(name);
  if (!col) throw unknownColumn(table.name, name);
  return col;
}

const TEXT_TYPES = /^(text|character varying|character|citext|name)\b/;

const SQL_OPERATORS: Record<ValueOperator, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  isdistinct: 'is distinct from',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxl: '&>',
  nxr: '&<',
  adj: '-|-',
};

const SEARCH_FUNCTIONS: Record<SearchOperator, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};

/** A Postgres array literal of text items, each quoted so commas and braces stay inside. */
export function arrayLiteral(values: unknown[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/(["\\])/g, '\\$1')}"`)).join(',')}}`;
}

function conditionSql(
  table: Table,
  alias: string,
  filter: Filter,
  params: Params,
  embeds?: ReadonlyMap<string, string>,
): string {
  if (filter.kind === 'logic') {
    const parts = filter.children.map((child) => conditionSql(table, alias, child, params, embeds));
    const joined = `(${parts.join(filter.op === 'and' ? ' and ' : ' or ')})`;
    return filter.negate ? `not ${joined}` : joined;
  }
  const embedded = !table.columns.has(filter.column) ? embeds?.get(filter.column) : undefined;
  if (embedded !== undefined) {
    // `projects=not.is.null`: the rows with (or, `is.null`, without) an embedded row, as
    // PostgREST 11+ filters on an embed named in `select`; nothing else applies to an embed.
    if (filter.op !== 'is' || filter.value !== 'null' || 'quantifier' in filter) {
      throw new RestError(
        400,
        'PGRST120',
        `Bad operator on the '${filter.column}' embedded resource`,
        'Only is null or not is null filters are allowed on embedded resources',
      );
    }
    return filter.negate ? embedded : `not ${embedded}`;
  }
  const { ref, type } = fieldRef(table, alias, filter.column, params);
  const typed = (value: string) => `cast(${params.add(value)} as ${type})`;
  const asText = TEXT_TYPES.test(type) ? ref : `${ref}::text`;
  let sql: string;
  if ('quantifier' in filter) {
    const textual = ['like', 'ilike', 'match', 'imatch'].includes(filter.op);
    const list = textual
      ? `cast(${params.add(arrayLiteral(filter.value))} as text[])`
      : `cast(${params.add(arrayLiteral(filter.value))} as ${type}[])`;
    sql = `${textual ? asText : ref} ${SQL_OPERATORS[filter.op]} ${filter.quantifier}(${list})`;
    return filter.negate ? `not (${sql})` : sql;
  }
  switch (filter.op) {
    case 'like':
    case 'ilike':
    case 'match':
    case 'imatch':
      sql = `${asText} ${SQL_OPERATORS[filter.op]} ${params.add(filter.value)}`;
      break;
    case 'fts':
    case 'plfts':
    case 'phfts':
    case 'wfts': {
      const language = filter.language ? `${params.add(filter.language)}::regconfig, ` : '';
      // Text columns are searched through to_tsvector, as PostgREST does since v10.
      const vector = type === 'tsvector' ? ref : `to_tsvector(${language}${asText})`;
      sql = `${vector} @@ ${SEARCH_FUNCTIONS[filter.op]}(${language}${params.add(filter.value)})`;
      break;
    }
    case 'in':
      sql = filter.value.length ? `${ref} in (${filter.value.map(typed).join(', ')})` : 'false';
      break;
    case 'is':
      sql = `${ref} is ${{ null: 'null', not_null: 'not null', true: 'true', false: 'false', unknown: 'unknown' }[filter.value]}`;
      break;
    default:
      sql = `${ref} ${SQL_OPERATORS[filter.op]} ${typed(filter.value)}`;
  }
  return filter.negate ? `not (${sql})` : sql;
}

export function whereSql(
  table: Table,
  alias: string,
  filters: Filter[],
  params: Params,
  extra: string[] = [],
  /** `exists (...)` of each embed by its key, for `rel=is.null` / `rel=not.is.null` filters. */
  embeds?: ReadonlyMap<string, string>,
): string {
  const parts = [...filters.map((f) => conditionSql(table, alias, f, params, embeds)), ...extra];
  return parts.length ? ` where ${parts.join(' and ')}` : '';
}

/**
 * A column of a filter or an order term, with its JSON path (`data->foo->>bar`): the SQL and the
 * type values are cast to (text after `->>`, the column's json type after `->`).
 */
export function fieldRef(
  table: Table,
  alias: string,
  text: string,
  params: Params,
): { ref: string; type: string } {
  const arrow = text.indexOf('->');
  const name = arrow < 0 ? text : text.slice(0, arrow);
  const col = computedField(table, name, alias) ?? column(table, name);
  const ref = 'ref' in col ? col.ref : `${alias}.${quoteIdent(col.name)}`;
  if (arrow < 0) return { ref, type: col.type };
  const c = new Cursor(text);
  c.pos = arrow;
  const path = readJsonPath(c);
  if (!c.done()) c.fail('a JSON path');
  const last = path[path.length - 1]?.arrow;
  return {
    ref: jsonPathSql(ref, path, params),
    type: last === '->>' ? 'text' : col.type === 'jsonb' ? 'jsonb' : 'json',
  };
}

/** The embeds a level selects, for related order terms (`order=clients(name)`). */
export interface OrderContext {
  schema: SchemaCache;
  select: SelectItem[];
  /** The level's output keys in order: a spread's column is ordered by its position. */
  keys?: string[];
}

/** `order=clients(name)`: the embedded to-one row's column, as PostgREST 12 orders by it. */
function relatedRef(
  table: Table,
  alias: string,
  term: OrderTerm & { relation: string },
  params: Params,
  context: OrderContext | undefined,
): string {
  const item = context?.select.find(
    (i) => i.type === 'embed' && (i.alias ?? i.name) === term.relation,
  );
  if (!context || item?.type !== 'embed') {
    throw new RestError(
      400,
      'PGRST108',
      `'${term.relation}' is not an embedded resource in this request`,
      null,
      `Verify that '${term.relation}' is included in the 'select' query parameter.`,
    );
  }
  const rel = findRelationship(context.schema, table.name, item.name, item.hint);
  if (!isToOne(rel)) {
    throw new RestError(
      400,
      'PGRST118',
      `A related order on '${term.relation}' is not possible`,
      `'${table.name}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
    );
  }
  // A spread's column is already one of this level's: by its position, which a grouped query
  // allows too.
  const position = item.spread ? (context.keys?.indexOf(term.column) ?? -1) : -1;
  if (position >= 0) return String(position + 1);
  const target = context.schema.tables.get(rel.target) as Table;
  const childAlias = `${alias}_o`;
  const source = embedSource(context.schema, rel, alias, childAlias);
  const { ref } = fieldRef(target, childAlias, term.column, params);
  return `(select ${ref} from ${source.from} where ${source.join})`;
}

export function orderSql(
  table: Table,
  alias: string,
  order: OrderTerm[],
  params: Params = new Params(),
  context?: OrderContext,
): string {
  if (!order.length) return '';
  const terms = order.map((term) => {
    const ref =
      term.relation === undefined
        ? fieldRef(table, alias, term.column, params).ref
        : relatedRef(table, alias, { ...term, relation: term.relation }, params, context);
    let sql = `${ref} ${term.descending ? 'desc' : 'asc'}`;
    if (term.nulls) sql += ` nulls ${term.nulls}`;
    return sql;
  });
  return ` order by ${terms.join(', ')}`;
}

/** The FROM and WHERE of an embed: the target under `childAlias`, joined to the parent row. */
function embedSource(
  schema: SchemaCache,
  r: Relationship,
  parentAlias: string,
  childAlias: string,
): { from: string; join: string } {
  const target = schema.tables.get(r.target) as Table;
  if (r.computed) {
    // The function of the parent's row (cast to its table's row type: the parent may be read
    // from a subquery), called as the caller, like `rpc/`.
    const origin = schema.tables.get(r.table) as Table;
    return {
      from: `${quoteIdent(r.computed.schema)}.${quoteIdent(r.computed.fn)}(${parentAlias}::${qualified(origin)}) ${childAlias}`,
      join: 'true',
    };
  }
  if (r.junction) {
    const j = schema.tables.get(r.junction.table) as Table;
    const jAlias = `${childAlias}_j`;
    const on = r.junction.target
      .map(([jc, tc]) => `${jAlias}.${quoteIdent(jc)} = ${childAlias}.${quoteIdent(tc)}`)
      .join(' and ');
    const join = r.junction.source
      .map(([jc, oc]) => `${jAlias}.${quoteIdent(jc)} = ${parentAlias}.${quoteIdent(oc)}`)
      .join(' and ');
    return {
      from: `${qualified(target)} ${childAlias} join ${qualified(j)} ${jAlias} on ${on}`,
      join,
    };
  }
  const join = r.columns
    .map(([oc, tc]) => `${childAlias}.${quoteIdent(tc)} = ${parentAlias}.${quoteIdent(oc)}`)
    .join(' and ');
  return { from: `${qualified(target)} ${childAlias}`, join };
}

interface SelectEntry {
  expr: string;
  key: string;
  /** An aggregate's argument (`*` for count()): the term before aggregating. */
  aggregateOf?: string;
  /** `select=count` (count(t) to Postgres): aggregates without grouping the rest. */
  ungrouped?: boolean;
  /** An embed's JSON. */
  json?: boolean;
  /** The aggregate, for a spread to apply over its parent's rows (PostgREST's hoisting). */
  hoist?: { fn: string; cast?: string };
}

export interface SelectSql {
  /** `expr as "key"` terms. */
  columns: string[];
  /** The same terms as expression and key, for a spread to lift into its parent. */
  entries: SelectEntry[];
  /** The terms without their aggregate functions, for counting the rows before grouping. */
  countColumns: string[];
  /** ` group by 1, 3` when some terms aggregate: the others, as PostgREST groups by them. */
  groupBy: string;
  /** `exists (...)` of each embed (filters and inner joins included) by its key. */
  embedExists: Map<string, string>;
  /** Conditions the parent row must meet (from `!inner` embeds). */
  conditions: string[];
}

/** What embedded resources need while their SQL is built: bind parameters and their options. */
export interface EmbedContext {
  params: Params;
  embedded: ReadonlyMap<string, ResourceOptions>;
  /** Paths that matched an embed; the rest are refused (PGRST108). */
  used: Set<string>;
}

/** Refuses options given for embeds the select does not have, as PostgREST does. */
export function checkEmbeddedUsed(ctx: EmbedContext): void {
  for (const path of ctx.embedded.keys()) {
    if (!ctx.used.has(path)) {
      throw new RestError(
        400,
        'PGRST108',
        `'${path}' is not an embedded resource in this request`,
        null,
        `Verify that '${path}' is included in the 'select' query parameter.`,
      );
    }
  }
}

/** `ref->'key'->>0`: keys travel as bind parameters, whole numbers as array indexes. */
export function jsonPathSql(ref: string, path: JsonStep[], params: Params): string {
  return path.reduce(
    (sql, step) =>
      `${sql}${step.arrow}${/^-?\d{1,9}$/.test(step.key) ? `(${step.key})` : params.add(step.key)}`,
    ref,
  );
}

/** The key PostgREST gives a JSON path: its last key that is not an index, else the column. */
export function jsonPathKey(column: string, path: JsonStep[]): string {
  return [...path].reverse().find((step) => !/^-?\d+$/.test(step.key))?.key ?? column;
}

/**
 * A computed field, as PostgREST has them: a function of one argument, this table's row,
 * returning a value; named like a column (never by `*`). The call of the row under `alias` (cast
 * to the table's row type: the row may come from a subquery), or undefined when there is none.
 * It runs as the caller, like `rpc/`.
 */
function computedField(
  table: Table,
  name: string,
  alias: string,
): { ref: string; type: string } | undefined {
  const field = table.columns.has(name) ? undefined : table.computed?.get(name);
  if (!field) return undefined;
  return {
    ref: `${quoteIdent(field.schema)}.${quoteIdent(field.fn)}(${alias}::${qualified(table)})`,
    type: field.type,
  };
}

/** Builds the select list for `table` under `alias`, with embedded resources as correlated subqueries. */
export function selectSql(
  schema: SchemaCache,
  table: Table,
  alias: string,
  items: SelectItem[],
  ctx: EmbedContext,
  path = '',
  depth = 0,
): SelectSql {
  if (depth > 8)
    throw new RestError(
      400,
      'PGRST100',
      '"failed to parse select parameter"',
      'embeds are nested too deeply',
    );
  const entries: SelectEntry[] = [];
  const conditions: string[] = [];
  const embedExists = new Map<string, string>();
  let embeds = 0;
  // An unknown column of an embedded table is named as Postgres names it under PostgREST's
  // alias for that table (`messages_1`), as the 42703 PostgREST relays says.
  const levelColumn = (name: string) =>
    column(depth ? { ...table, name: `${table.name}_${depth}` } : table, name);
  // Two embeds under one name (`users!first_user(*), users!second_user(*)`) would be one JSON
  // key twice: PostgREST's SQL refuses them with this error, before any row is read.
  const embedKeys = new Set<string>();
  for (const item of items) {
    if (item.type === 'star') {
      for (const col of table.columns.values())
        entries.push({ expr: `${alias}.${quoteIdent(col.name)}`, key: col.name });
    } else if (item.type === 'column' && item.aggregate) {
      let arg = '*';
      if (item.name !== '*') {
        const col = levelColumn(item.name);
        arg = `${alias}.${quoteIdent(col.name)}`;
        if (item.path) arg = jsonPathSql(arg, item.path, ctx.params);
        if (item.cast) arg = `cast(${arg} as ${item.cast})`;
      }
      // Function names come from the parser's closed list, casts matched CAST_TYPE.
      let expr = `${item.aggregate}(${arg})`;
      if (item.aggregateCast) expr = `cast(${expr} as ${item.aggregateCast})`;
      entries.push({
        expr,
        key: item.alias ?? item.aggregate,
        aggregateOf: arg,
        hoist: { fn: item.aggregate, ...(item.aggregateCast ? { cast: item.aggregateCast } : {}) },
      });
    } else if (
      item.type === 'column' &&
      item.name === 'count' &&
      !item.path &&
      !table.columns.has('count')
    ) {
      // `select=count`, `rel(count)`: Postgres reads `t.count` as count(t), so PostgREST answers
      // the row count with aggregates off too; like there, nothing is grouped.
      const expr = item.cast ? `cast(count(*) as ${item.cast})` : 'count(*)';
      entries.push({ expr, key: item.alias ?? 'count', aggregateOf: '*', ungrouped: true });
    } else if (item.type === 'column') {
      const field = computedField(table, item.name, alias);
      const col = field ? { name: item.name } : levelColumn(item.name);
      let expr = field?.ref ?? `${alias}.${quoteIdent(col.name)}`;
      if (item.path) expr = jsonPathSql(expr, item.path, ctx.params);
      // The type matched CAST_TYPE (a bare name), so it cannot carry SQL.
      if (item.cast) expr = `cast(${expr} as ${item.cast})`;
      const key = item.alias ?? (item.path ? jsonPathKey(col.name, item.path) : col.name);
      entries.push({ expr, key });
    } else {
      const embedKey = item.alias ?? item.name;
      if (!item.spread && embedKeys.has(embedKey)) {
        throw new RestError(
          400,
          '42712',
          `table name "${table.name}_${embedKey}_${depth + 1}" specified more than once`,
        );
      }
      if (!item.spread) embedKeys.add(embedKey);
      const rel = findRelationship(schema, table.name, item.name, item.hint);
      const target = schema.tables.get(rel.target) as Table;
      const childAlias = `t${depth + 1}_${embeds++}`;
      const childPath = path ? `${path}.${item.alias ?? item.name}` : (item.alias ?? item.name);
      const options = ctx.embedded.get(childPath);
      if (options) ctx.used.add(childPath);
      const child = selectSql(schema, target, childAlias, item.select, ctx, childPath, depth + 1);
      const filters = options
        ? options.filters.map((f) =>
            conditionSql(target, childAlias, f, ctx.params, child.embedExists),
          )
        : [];
      const source = embedSource(schema, rel, alias, childAlias);
      const where = [source.join, ...filters, ...child.conditions].join(' and ');
      const from = `from ${source.from} where ${where}`;
      const grouped = `${from}${child.groupBy}`;
      embedExists.set(item.alias ?? item.name, `exists (select 1 ${from})`);
      if (item.inner) conditions.push(`exists (select 1 ${from})`);
      if (item.spread) {
        if (!isToOne(rel)) {
          // PostgREST 13 spreads a to-many relationship too: each of its columns becomes the
          // parent's as an array of the related rows' values (in the embed's order, `[]` when
          // there are none). Aggregates there have no such reading.
          if (child.entries.some((e) => e.aggregateOf !== undefined)) {
            throw new RestError(
              400,
              'PGRST119',
              `A spread operation on '${item.name}' is not possible`,
              `'${table.name}' and '${item.name}' do not form a many-to-one or one-to-one relationship`,
            );
          }
          const order = options
            ? orderSql(target, childAlias, options.order, ctx.params, {
                schema,
                select: item.select,
                keys: child.entries.map((e) => e.key),
              })
            : '';
          const paging = options ? limitSql(options) : '';
          for (const e of child.entries) {
            entries.push({
              expr: `(select coalesce(json_agg(_s.v), '[]'::json) from (select ${e.expr} as v ${from}${order}${paging}) _s)`,
              key: e.key,
              json: true,
            });
          }
          continue;
        }
        // Each of the row's columns becomes the parent's, null when there is no row. An
        // aggregate is hoisted: applied over the parent's rows to the spread row's value, and the
        // parent groups by the rest, as PostgREST 12 does.
        for (const e of child.entries) {
          if (e.hoist && e.aggregateOf !== undefined) {
            const arg = e.aggregateOf === '*' ? '*' : `(select ${e.aggregateOf} ${from})`;
            let expr = `${e.hoist.fn}(${arg})`;
            if (e.hoist.cast) expr = `cast(${expr} as ${e.hoist.cast})`;
            entries.push({ expr, key: e.key, aggregateOf: arg === '*' ? '*' : arg });
          } else {
            entries.push({ expr: `(select ${e.expr} ${from})`, key: e.key });
          }
        }
        continue;
      }
      // An empty select list (`categories!inner()`) filters without adding a key, like PostgREST.
      if (item.select.length === 0) continue;
      const key = item.alias ?? item.name;
      // A to-one embed (the parent's foreign key, or a child's unique one) is an object or null.
      if (isToOne(rel)) {
        entries.push({
          expr: `(select row_to_json(_e) from (select ${child.columns.join(', ')} ${grouped}) _e)`,
          key,
          json: true,
        });
      } else {
        const order = options
          ? orderSql(target, childAlias, options.order, ctx.params, {
              schema,
              select: item.select,
              keys: child.entries.map((e) => e.key),
            })
          : '';
        const paging = options ? limitSql(options) : '';
        const inner = `select ${child.columns.join(', ')} ${grouped}${order}${paging}`;
        entries.push({
          expr: `(select coalesce(json_agg(_e), '[]'::json) from (${inner}) _e)`,
          key,
          json: true,
        });
      }
    }
  }
  const aggregated = entries.some((e) => e.aggregateOf !== undefined && !e.ungrouped);
  const groups = aggregated
    ? entries.flatMap((e, i) => (e.aggregateOf === undefined ? [String(i + 1)] : []))
    : [];
  return {
    entries,
    columns: entries.map((e) => {
      // json has no equality, so embeds a grouped level groups by are jsonb.
      const expr = aggregated && e.json ? `(${e.expr})::jsonb` : e.expr;
      return `${expr} as ${outputKey(e.key)}`;
    }),
    countColumns: entries.map(
      (e) =>
        `${e.aggregateOf === undefined ? e.expr : e.aggregateOf === '*' ? '1' : e.aggregateOf} as ${outputKey(e.key)}`,
    ),
    groupBy: groups.length ? ` group by ${groups.join(', ')}` : '',
    embedExists,
    conditions,
  };
}

/** ` limit n offset m` from already-validated whole numbers. */
export function limitSql(options: { limit?: number; offset?: number }): string {
  let sql = '';
  if (options.limit !== undefined) sql += ` limit ${options.limit}`;
  if (options.offset !== undefined && options.offset > 0) sql += ` offset ${options.offset}`;
  return sql;
}
