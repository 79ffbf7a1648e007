// Builds the SQL of `/rpc/<function>` calls with named arguments, each a text bind parameter cast
// to the argument's catalog type, shaping the result like PostgREST (value, object or array).
import { RestError } from './errors.ts';
import type { RestFunction, SchemaCache } from './schema.ts';
import { Params, quoteIdent } from './sql.ts';
import type { Statement } from './table.ts';

export interface RpcPlan {
  main: Statement;
  /** A set: the body is an array and `single` needs exactly one element. */
  returnsSet: boolean;
  returnsVoid: boolean;
}

function pickOverload(schema: SchemaCache, name: string, given: string[]): RestFunction {
  const overloads = schema.functions.get(name) ?? [];
  const fits = overloads.filter(
    (fn) =>
      given.every((arg) => fn.args.some((a) => a.name === arg)) &&
      fn.args.every((a) => a.hasDefault || given.includes(a.name)),
  );
  if (fits.length === 1) return fits[0] as RestFunction;
  const signature = `public.${name}(${[...given].sort().join(', ')})`;
  if (fits.length > 1) {
    throw new RestError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${fits.map((f) => `public.${name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`).join(', ')}`,
    );
  }
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function ${signature} in the schema cache`,
    `Searched for the function ${signature}${given.length ? ' with parameters ' + given.join(', ') : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
  );
}

function arrayLiteral(values: unknown[]): string {
  return `{${values.map((v) => (v === null ? 'NULL' : `"${String(v).replace(/(["\\])/g, '\\$1')}"`)).join(',')}}`;
}

/** An argument as the text Postgres parses for its type (JSON for json/jsonb and objects). */
function argText(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return null;
  if (type === 'json' || type === 'jsonb') return JSON.stringify(value);
  if (Array.isArray(value) && type.endsWith('[]')) return arrayLiteral(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function planRpc(
  schema: SchemaCache,
  name: string,
  args: Record<string, unknown>,
  fromQueryString: boolean,
): RpcPlan {
  const fn = pickOverload(schema, name, Object.keys(args));
  const params = new Params();
  const named = Object.entries(args).map(([arg, value]) => {
    const type = fn.args.find((a) => a.name === arg)?.type ?? 'text';
    // GET arguments arrive as text already; json ones are sent as JSON text by supabase-js.
    const text = fromQueryString && typeof value === 'string' ? value : argText(value, type);
    return `${quoteIdent(arg)} => ${text === null ? `null::${type}` : `cast(${params.add(text)} as ${type})`}`;
  });
  const call = `"public".${quoteIdent(fn.name)}(${named.join(', ')})`;
  let sql: string;
  if (fn.returnsVoid) sql = `select ${call}`;
  else if (fn.returnsSet && fn.returnsComposite)
    sql = `select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as n from ${call} _r`;
  else if (fn.returnsSet)
    sql = `select coalesce(json_agg(_r.v), '[]'::json)::text as body, count(*)::int as n from ${call} _r(v)`;
  else if (fn.returnsComposite)
    sql = `select row_to_json(_r)::text as body, 1 as n from ${call} _r`;
  else sql = `select to_json(${call})::text as body, 1 as n`;
  return {
    main: { sql, params: params.values },
    returnsSet: fn.returnsSet,
    returnsVoid: fn.returnsVoid,
  };
}
