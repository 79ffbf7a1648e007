// The schema cache: tables, views, columns, foreign keys and functions of schema `public`, read from
// the catalogs like PostgREST's. Every identifier a request names must be found here first.
import type { Queryable } from '../db/database.ts';

export interface Column {
  name: string;
  /** format_type() output, safe to splice into SQL as a cast (it comes from the catalog). */
  type: string;
  /** The column's default as SQL text from the catalog (identity columns as their nextval), the
   * way PostgREST's schema cache reads it for `Prefer: missing=default`. */
  default?: string;
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
  /** The referencing columns are also the table's primary key or a unique constraint, so each
   * parent row has at most one child: PostgREST embeds it as an object both ways. */
  oneToOne: boolean;
}

export interface Table {
  name: string;
  /** Its schema; `public` when not said. */
  schema?: string;
  isView: boolean;
  columns: Map<string, Column>;
  primaryKey: string[];
  /** Computed fields (PostgREST's): functions of one argument, this table's row, returning one
   * value; selected, filtered and ordered by their name like columns, never part of `*`. */
  computed?: Map<string, { fn: string; schema: string; type: string }>;
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
  /** A row type (a table's or a composite type): a JSON object is read into it field by field. */
  composite?: boolean;
  /** The table or view of this schema whose row type it is: a function of one such argument is
   * a computed field or relationship of that table, as in PostgREST. */
  table?: string;
}

export interface RestFunction {
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  /** The return type is a row type (table or composite), so results are objects. */
  returnsComposite: boolean;
  returnsVoid: boolean;
  /** 'i'mmutable, 's'table or 'v'olatile: volatile calls need a read-write transaction. */
  volatility: 'i' | 's' | 'v';
  /** The public table whose row type the function returns (`returns setof items`), for embedding. */
  returnTable?: string;
  /** The result columns of `returns table (...)` / OUT parameters. */
  outColumns: Column[];
  /** format_type() of the return type, e.g. `integer`, for a scalar result read like a column. */
  returnType: string;
  /** The planner's row estimate (`ROWS n`): a set-returning computed relationship declared
   * `ROWS 1` embeds as one object, as in PostgREST. */
  rows?: number;
}

/** Where a view's column comes from: a column of a table (through any views in between). */
export interface ColumnOrigin {
  table: string;
  column: string;
}

export interface SchemaCache {
  /** The schema these are the tables and functions of; `public` when not said. */
  name?: string;
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  functions: Map<string, RestFunction[]>;
  /** `pgrst.db_aggregates_enabled` (off by default, as on hosted Supabase): aggregate functions
   * in `select` are allowed; otherwise they answer PGRST123. */
  aggregatesEnabled?: boolean;
  /** Each view's plain columns by the table column they show, for embeds through views. */
  viewColumns?: Map<string, Map<string, ColumnOrigin>>;
}

/** The top-level target list of a view's stored query (pg_rewrite.ev_action as text): each plain
 * column's name with the relation and attribute number it comes from. */
export function viewTargets(action: string): { name: string; relid: string; attnum: number }[] {
  let braces = 0;
  let start = -1;
  for (let i = 0; i < action.length; i++) {
    const ch = action[i];
    if (ch === '\\') i++;
    else if (ch === '{') braces++;
    else if (ch === '}') braces--;
    else if (braces === 1 && action.startsWith(':targetList (', i)) {
      start = i + ':targetList ('.length;
      break;
    }
  }
  if (start < 0) return [];
  const entries: string[] = [];
  let depth = 0;
  let from = -1;
  for (let i = start; i < action.length; i++) {
    const ch = action[i];
    if (ch === '\\') i++;
    else if (ch === '{') {
      if (depth === 0) from = i;
      depth++;
    } else if (ch === '}') {
      depth--;
      if (depth === 0) entries.push(action.slice(from, i + 1));
    } else if (ch === ')' && depth === 0) break;
  }
  const targets: { name: string; relid: string; attnum: number }[] = [];
  const tail =
    /:resname ((?:\\.|[^\s\\])+) :ressortgroupref \d+ :resorigtbl (\d+) :resorigcol (\d+) :resjunk false\}$/;
  for (const entry of entries) {
    const match = tail.exec(entry);
    if (!match || match[2] === '0') continue;
    targets.push({
      name: (match[1] ?? '').replace(/\\(.)/g, '$1'),
      relid: match[2] ?? '',
      attnum: Number(match[3]),
    });
  }
  return targets;
}

export async function loadSchema(db: Queryable, nsp = 'public'): Promise<SchemaCache> {
  const tables = new Map<string, Table>();
  const relations = await db.query<{ name: string; kind: string; oid: string }>(
    `select c.relname as name, c.relkind::text as kind, c.oid::text as oid
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')`,
    [nsp],
  );
  const nameOfOid = new Map(relations.rows.map((r) => [r.oid, r.name]));
  for (const r of relations.rows) {
    tables.set(r.name, {
      name: r.name,
      ...(nsp === 'public' ? {} : { schema: nsp }),
      isView: r.kind !== 'r' && r.kind !== 'p',
      columns: new Map(),
      primaryKey: [],
    });
  }
  const columns = await db.query<{
    table_name: string;
    name: string;
    type: string;
    column_default: string | null;
    attnum: number;
  }>(
    `select c.relname as table_name, a.attname as name, a.attnum::int as attnum, format_type(a.atttypid, a.atttypmod) as type,
            case
              when t.typbasetype <> 0 and ad.adbin is null then pg_get_expr(t.typdefaultbin, 0)
              when a.attidentity = 'd' then format('nextval(%s)', quote_literal(pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname)))
              when a.attgenerated = 's' then null
              else pg_get_expr(ad.adbin, ad.adrelid)::text
            end as column_default
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
       left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
      where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
        and a.attnum > 0 and not a.attisdropped
      order by c.relname, a.attnum`,
    [nsp],
  );
  const columnAt = new Map<string, string>();
  for (const col of columns.rows) {
    columnAt.set(`${col.table_name}/${col.attnum}`, col.name);
    tables.get(col.table_name)?.columns.set(col.name, {
      name: col.name,
      type: col.type,
      ...(col.column_default === null ? {} : { default: col.column_default }),
    });
  }
  // Views: each plain column's origin, followed through views over views to a table's column.
  const rules = await db.query<{ view: string; action: string }>(
    `select c.relname as view, r.ev_action::text as action
       from pg_rewrite r join pg_class c on c.oid = r.ev_class
       join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('v', 'm') and r.rulename = '_RETURN'`,
    [nsp],
  );
  const direct = new Map<string, Map<string, ColumnOrigin>>();
  for (const rule of rules.rows) {
    const origins = new Map<string, ColumnOrigin>();
    for (const target of viewTargets(rule.action)) {
      const table = nameOfOid.get(target.relid);
      const column = table && columnAt.get(`${table}/${target.attnum}`);
      if (table && column) origins.set(target.name, { table, column });
    }
    direct.set(rule.view, origins);
  }
  const viewColumns = new Map<string, Map<string, ColumnOrigin>>();
  for (const [view, origins] of direct) {
    const resolved = new Map<string, ColumnOrigin>();
    for (const [name, origin] of origins) {
      let at: ColumnOrigin | undefined = origin;
      for (let hops = 0; at && direct.has(at.table) && hops < 16; hops++) {
        at = direct.get(at.table)?.get(at.column);
      }
      if (at && !direct.has(at.table)) resolved.set(name, at);
    }
    viewColumns.set(view, resolved);
  }
  const constraints = await db.query<{
    name: string;
    kind: string;
    table_name: string;
    columns: string[];
    ref_table: string | null;
    ref_columns: string[] | null;
  }>(
    `select con.conname as name, con.contype::text as kind, c.relname as table_name,
            array(select a.attname::text from unnest(con.conkey) with ordinality k(num, i)
                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.i) as columns,
            rc.relname as ref_table,
            array(select a.attname::text from unnest(con.confkey) with ordinality k(num, i)
                    join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.i) as ref_columns
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_class rc on rc.oid = con.confrelid
       left join pg_namespace rn on rn.oid = rc.relnamespace
      where n.nspname = $1 and con.contype in ('p', 'u', 'f')
        and (con.contype <> 'f' or rn.nspname = $1)
      order by con.conname`,
    [nsp],
  );
  const foreignKeys: ForeignKey[] = [];
  // Each table's primary key and unique constraints, as sorted column lists.
  const uniques = new Map<string, Set<string>>();
  const keyOf = (cols: string[]) => JSON.stringify([...cols].sort());
  for (const con of constraints.rows) {
    if (con.kind === 'p' || con.kind === 'u') {
      const set = uniques.get(con.table_name) ?? new Set<string>();
      set.add(keyOf(con.columns));
      uniques.set(con.table_name, set);
    }
  }
  for (const con of constraints.rows) {
    if (con.kind === 'p') {
      const table = tables.get(con.table_name);
      if (table) table.primaryKey = con.columns;
    } else if (con.kind === 'f' && con.ref_table) {
      foreignKeys.push({
        name: con.name,
        table: con.table_name,
        columns: con.columns,
        refTable: con.ref_table,
        refColumns: con.ref_columns ?? [],
        oneToOne: uniques.get(con.table_name)?.has(keyOf(con.columns)) ?? false,
      });
    }
  }
  const fns = await db.query<{
    name: string;
    arg_names: string[] | null;
    arg_types: string[];
    arg_composite: boolean[];
    arg_tables: (string | null)[];
    rows: number;
    arg_modes: string[] | null;
    n_defaults: number;
    returns_set: boolean;
    ret_kind: string;
    ret_type: string;
    volatility: 'i' | 's' | 'v';
    ret_table: string | null;
    all_arg_types: string[] | null;
    ret_format: string;
  }>(
    `select p.proname as name, p.proargnames::text[] as arg_names,
            array(select format_type(t, null) from unnest(p.proargtypes::oid[]) with ordinality u(t, i) order by i) as arg_types,
            array(select at.typtype = 'c' from unnest(p.proargtypes::oid[]) with ordinality u(t, i)
                    join pg_type at on at.oid = u.t order by i) as arg_composite,
            array(select (select ac.relname::text from pg_type at join pg_class ac on ac.oid = at.typrelid
                            join pg_namespace an on an.oid = ac.relnamespace
                           where at.oid = u.t and an.nspname = $1 and ac.relkind in ('r', 'v', 'm', 'f', 'p'))
                    from unnest(p.proargtypes::oid[]) with ordinality u(t, i) order by i) as arg_tables,
            p.prorows::float8 as rows,
            p.proargmodes::text[] as arg_modes, p.pronargdefaults::int as n_defaults, p.proretset as returns_set,
            t.typtype::text as ret_kind, t.typname::text as ret_type, p.provolatile::text as volatility,
            format_type(p.prorettype, null) as ret_format,
            (select rc.relname::text from pg_class rc join pg_namespace rn on rn.oid = rc.relnamespace
              where rc.oid = t.typrelid and rn.nspname = $1) as ret_table,
            case when p.proallargtypes is null then null else
              array(select format_type(a, null) from unnest(p.proallargtypes::oid[]) with ordinality u(a, i) order by i) end as all_arg_types
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type t on t.oid = p.prorettype
      where n.nspname = $1 and p.prokind = 'f' and t.typname not in ('trigger', 'event_trigger')`,
    [nsp],
  );
  const functions = new Map<string, RestFunction[]>();
  for (const fn of fns.rows) {
    // proargnames covers all args (in, out, inout...); proargtypes only the input ones.
    const inputNames = (fn.arg_names ?? []).filter((_, i) => {
      const mode = fn.arg_modes?.[i] ?? 'i';
      return mode === 'i' || mode === 'b' || mode === 'v';
    });
    const args = fn.arg_types.map((type, i) => ({
      name: inputNames[i] ?? '',
      type,
      hasDefault: i >= fn.arg_types.length - fn.n_defaults,
      ...(fn.arg_composite[i] ? { composite: true } : {}),
      ...(fn.arg_tables[i] ? { table: fn.arg_tables[i] as string } : {}),
    }));
    const outColumns = (fn.arg_names ?? []).flatMap((argName, i) => {
      const mode = fn.arg_modes?.[i] ?? 'i';
      const type = fn.all_arg_types?.[i];
      return (mode === 'o' || mode === 'b' || mode === 't') && type
        ? [{ name: argName, type }]
        : [];
    });
    const overloads = functions.get(fn.name) ?? [];
    overloads.push({
      name: fn.name,
      args,
      returnsSet: fn.returns_set,
      returnsComposite: fn.ret_kind === 'c' || fn.ret_type === 'record',
      returnsVoid: fn.ret_type === 'void',
      volatility: fn.volatility,
      ...(fn.ret_table ? { returnTable: fn.ret_table } : {}),
      outColumns,
      returnType: fn.ret_format,
      rows: fn.rows,
    });
    functions.set(fn.name, overloads);
  }
  for (const overloads of functions.values()) {
    for (const fn of overloads) {
      const table = fn.args.length === 1 ? tables.get(fn.args[0]?.table ?? '') : undefined;
      if (!table || fn.returnsComposite || fn.returnsVoid || fn.returnsSet) continue;
      table.computed ??= new Map();
      if (!table.columns.has(fn.name))
        table.computed.set(fn.name, { fn: fn.name, schema: nsp, type: fn.returnType });
    }
  }
  // PostgREST's in-database configuration: a role or database setting, the most specific wins
  // (hosted Supabase: `alter role authenticator set pgrst.db_aggregates_enabled = 'true'`).
  const settings = await db.query<{ value: string }>(
    `select split_part(cfg, '=', 2) as value
       from pg_db_role_setting s, unnest(s.setconfig) cfg
      where split_part(cfg, '=', 1) = 'pgrst.db_aggregates_enabled'
        and s.setdatabase in (0, (select oid from pg_database where datname = current_database()))
        and s.setrole in (0, (select oid from pg_roles where rolname = current_user),
                             (select oid from pg_roles where rolname = 'authenticator'))
      order by (s.setrole <> 0) desc, (s.setdatabase <> 0) desc
      limit 1`,
  );
  const aggregatesEnabled = ['true', 'on', '1', 'yes'].includes(
    (settings.rows[0]?.value ?? '').trim().toLowerCase(),
  );
  return { name: nsp, tables, foreignKeys, functions, viewColumns, aggregatesEnabled };
}
