// Builds the SQL of `/rpc/<function>` calls with named arguments, each a text bind parameter cast
// to the argument's catalog type, shaping the result like PostgREST (value, object or array).
// Functions returning rows are read like a table: select, embeds, filters, order, paging, count.
import { RestError } from './errors.ts';
import type { ParsedQuery } from './parse-query.ts';
import type { Preferences } from './prefer.ts';
import type { RestFunction, SchemaCache, Table } from './schema.ts';
import { RESPONSE_GUC_COLUMNS } from './response-gucs.ts';
import { Params, arrayLiteral, quoteIdent } from './sql.ts';
import { planRead, type Plan } from './table.ts';

export interface RpcPlan extends Plan {
  /** A set: the body is an array and `single` needs exactly one element. */
  returnsSet: boolean;
  returnsVoid: boolean;
  /** Rows read like a table (composite results): the body is a JSON array of them. */
  rows: boolean;
  /** A volatile function may write, so it needs a read-write transaction (POST only). */
  volatile: boolean;
  /** A set of scalars read as rows of one column: the body is unwrapped to the bare values. */
  scalar?: boolean;
}

export function functionNotFound(name: string, given: string[], nsp = 'public'): RestError {
  const fn = `${nsp}.${name}`;
  const keys = [...given].sort().join(', ');
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function ${fn}${given.length ? `(${keys})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${fn}${given.length ? ` with parameter${given.length > 1 ? 's' : ''} ${keys}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}

// The types a function's single unnamed argument may have for PostgREST to call it (the raw body
// of that media type); a function with any other unnamed argument is not callable through it.
const UNNAMED_TYPES = new Set(['json', 'jsonb', 'text', 'xml', 'bytea']);

/** Whether PostgREST's schema cache lists the function for `rpc/`: all its arguments are
 * named, or it has one unnamed argument of a type a request body can be. */
function callable(fn: RestFunction): boolean {
  if (fn.args.every((a) => a.name !== '')) return true;
  return fn.args.length === 1 && UNNAMED_TYPES.has(fn.args[0]?.type ?? '');
}

function ambiguous(schema: SchemaCache, name: string, fits: RestFunction[]): RestError {
  // Listed by their arguments (no arguments first), as PostgREST lists them.
  const key = (f: RestFunction) => f.args.map((a) => `${a.name}\u0001${a.type}`).join('\u0002');
  const signatures = [...fits]
    .sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0))
    .map(
      (f) =>
        `${schema.name ?? 'public'}.${name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`,
    );
  return new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${signatures.join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

/**
 * PostgREST's choice among overloads: those whose required arguments are all given and whose
 * arguments include every key; one is called, several are PGRST203. With none, a POST falls back
 * to the one function of a single unnamed json/jsonb argument, which takes the whole body.
 */
function chooseOverload(
  schema: SchemaCache,
  name: string,
  given: string[],
  post: boolean,
): { fn: RestFunction; whole: boolean } {
  const overloads = (schema.functions.get(name) ?? []).filter(callable);
  const fits = overloads.filter(
    (fn) =>
      given.every((arg) => fn.args.some((a) => a.name === arg)) &&
      fn.args.every((a) => a.hasDefault || given.includes(a.name)),
  );
  if (fits.length === 1) return { fn: fits[0] as RestFunction, whole: false };
  if (fits.length > 1) throw ambiguous(schema, name, fits);
  const wholeBody = post ? overloads.filter((fn) => jsonArgument(fn, false)) : [];
  if (wholeBody.length === 1) return { fn: wholeBody[0] as RestFunction, whole: true };
  if (wholeBody.length > 1) throw ambiguous(schema, name, wholeBody);
  throw functionNotFound(name, given, schema.name);
}

/** A function of a single json/jsonb argument (unnamed, or any name with single-object). */
function jsonArgument(fn: RestFunction, anyName: boolean): boolean {
  return (
    fn.args.length === 1 &&
    (fn.args[0]?.type === 'json' || fn.args[0]?.type === 'jsonb') &&
    (anyName || fn.args[0]?.name === '')
  );
}

/** The names of every argument of every overload: on GET these are arguments, the rest filters. */
export function argumentNames(schema: SchemaCache, name: string): Set<string> {
  const names = new Set<string>();
  for (const fn of schema.functions.get(name) ?? []) for (const a of fn.args) names.add(a.name);
  return names;
}

/** An argument as the text Postgres parses for its type (JSON for json/jsonb and objects). */
function argText(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return null;
  if (type === 'json' || type === 'jsonb') return JSON.stringify(value);
  if (Array.isArray(value) && type.endsWith('[]')) return arrayLiteral(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function isPlainObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The table a composite result is read as: its own table (so embeds work) or its OUT columns. */
function resultTable(schema: SchemaCache, fn: RestFunction): Table {
  const table = fn.returnTable ? schema.tables.get(fn.returnTable) : undefined;
  if (table) return table;
  return {
    name: fn.name,
    isView: true,
    columns: new Map(fn.outColumns.map((c) => [c.name, c])),
    primaryKey: [],
  };
}

export function planRpc(
  schema: SchemaCache,
  name: string,
  body: { args: Record<string, unknown>; fromQueryString: boolean; singleObject: boolean },
  query: ParsedQuery,
  prefs: Preferences,
  csv: boolean,
): RpcPlan {
  const { fromQueryString } = body;
  let args = body.args;
  let fn: RestFunction;
  if (body.singleObject) {
    // `Prefer: params=single-object`: the one function of a single json/jsonb argument.
    const single = (schema.functions.get(name) ?? []).filter((f) => jsonArgument(f, true));
    if (single.length !== 1) throw functionNotFound(name, [], schema.name);
    fn = single[0] as RestFunction;
    args = { [fn.args[0]?.name ?? '']: body.args };
  } else {
    const chosen = chooseOverload(schema, name, Object.keys(args), !fromQueryString);
    fn = chosen.fn;
    // PostgREST passes the whole body to a function of one unnamed json argument.
    if (chosen.whole) args = { '': body.args };
  }
  const params = new Params();
  const named = Object.entries(args).map(([arg, value]) => {
    const declared = fn.args.find((a) => a.name === arg);
    const type = declared?.type ?? 'text';
    // GET arguments arrive as text already; json ones are sent as JSON text by supabase-js.
    const text = fromQueryString && typeof value === 'string' ? value : argText(value, type);
    // A row argument given as a JSON object is read field by field, as PostgREST's
    // json_to_record does (the type name comes from the catalog).
    const row = declared?.composite && isPlainObject(value);
    const typed =
      text === null
        ? `null::${type}`
        : row
          ? `json_populate_record(null::${type}, ${params.add(text)}::json)`
          : `cast(${params.add(text)} as ${type})`;
    return arg === '' ? typed : `${quoteIdent(arg)} => ${typed}`;
  });
  const call = `${quoteIdent(schema.name ?? 'public')}.${quoteIdent(fn.name)}(${named.join(', ')})`;
  const common = {
    returnsSet: fn.returnsSet,
    returnsVoid: fn.returnsVoid,
    volatile: fn.volatility === 'v',
  };
  if (fn.returnsComposite) {
    const plan = planRead(schema, resultTable(schema, fn), query, prefs, {
      source: call,
      params,
      csv,
    });
    return { ...plan, ...common, rows: true };
  }
  if (fn.returnsSet && !fn.returnsVoid) {
    // A set of scalars is one column named after the function, as in PostgREST, so filters,
    // order and paging apply to it; the handler unwraps the values.
    const column = { name: fn.name, type: fn.returnType };
    const table: Table = {
      name: fn.name,
      isView: true,
      columns: new Map([[fn.name, column]]),
      primaryKey: [],
    };
    const plan = planRead(schema, table, query, prefs, {
      source: `(select _s as ${quoteIdent(fn.name)} from ${call} _s)`,
      params,
      csv,
    });
    return { ...plan, ...common, rows: true, scalar: query.select.every((s) => s.type === 'star') };
  }
  if (fn.returnsVoid) {
    // Its settings are read by a query of their own: in a subquery whose value nobody reads, the
    // planner would be free to drop the call of a stable function.
    return {
      main: { sql: `select ${call}`, params: params.values },
      returnsBody: true,
      ...common,
      rows: false,
    };
  }
  // The call in a subquery that is not merged into the outer select (offset 0), so the settings
  // are read in the outer projection, after the function has returned.
  const sql = `select to_json(_c.v)::text as body, 1 as n, ${RESPONSE_GUC_COLUMNS} from (select ${call} as v offset 0) _c`;
  return {
    main: { sql, params: params.values },
    returnsBody: true,
    readsGucs: true,
    ...common,
    rows: false,
  };
}
