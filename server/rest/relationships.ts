// The relationships PostgREST 12 infers from foreign keys (SchemaCache.hs): many-to-one and
// one-to-one from each key, the same through views whose columns show the key's columns,
// many-to-many through a junction table whose primary key holds two keys' columns, and the
// inverse of each. Then its rule for picking the one an embed names (Plan.hs findRel).
import { RestError } from './errors.ts';
import type { SchemaCache } from './schema.ts';

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

export interface Junction {
  table: string;
  constraint1: string;
  constraint2: string;
  /** (junction column, origin column) pairs of the first key. */
  source: [string, string][];
  /** (junction column, target column) pairs of the second key. */
  target: [string, string][];
}

export interface Relationship {
  /** The table or view the embed starts from. */
  table: string;
  /** The table or view embedded. */
  target: string;
  cardinality: Cardinality;
  /** The foreign key's name (for many-to-many, the junction's). */
  constraint: string;
  /** (origin column, target column) pairs: the target's column equals the origin's. */
  columns: [string, string][];
  isSelf: boolean;
  tableIsView: boolean;
  targetIsView: boolean;
  junction?: Junction;
  /** A computed relationship: the function (named as the embed) taking the origin's row. */
  computed?: { fn: string; schema: string };
}

const cache = new WeakMap<SchemaCache, Relationship[]>();

/** Every relationship of the schema, computed once per schema cache. */
export function relationshipsOf(schema: SchemaCache): Relationship[] {
  let rels = cache.get(schema);
  if (!rels) {
    rels = inferRelationships(schema);
    cache.set(schema, rels);
  }
  return rels;
}

function zip(a: string[], b: string[]): [string, string][] {
  return a.map((x, i) => [x, b[i] ?? '']);
}

/** Every way of naming `columns` of `table` through `view`'s columns (a view may show one twice). */
function viewNamings(
  schema: SchemaCache,
  view: string,
  table: string,
  columns: string[],
): string[][] {
  const origins = schema.viewColumns?.get(view);
  if (!origins) return [];
  let combos: string[][] = [[]];
  for (const col of columns) {
    const names = [...origins].filter(([, o]) => o.table === table && o.column === col);
    if (!names.length) return [];
    combos = combos.flatMap((combo) => names.map(([name]) => [...combo, name]));
    // A view naming one column many ways multiplies the ways; a handful is plenty.
    if (combos.length > 16) combos = combos.slice(0, 16);
  }
  return combos;
}

function inferRelationships(schema: SchemaCache): Relationship[] {
  const base: Relationship[] = [];
  for (const fk of schema.foreignKeys) {
    if (!schema.tables.has(fk.table) || !schema.tables.has(fk.refTable)) continue;
    base.push({
      table: fk.table,
      target: fk.refTable,
      cardinality: fk.oneToOne ? 'one-to-one' : 'many-to-one',
      constraint: fk.name,
      columns: zip(fk.columns, fk.refColumns),
      isSelf: fk.table === fk.refTable,
      tableIsView: false,
      targetIsView: false,
    });
  }
  // Through views: view -> table, table -> view and view -> view, for each key.
  const views = [...(schema.viewColumns?.keys() ?? [])];
  const throughViews: Relationship[] = [];
  for (const rel of base) {
    const own = rel.columns.map(([c]) => c);
    const ref = rel.columns.map(([, r]) => r);
    const froms = views.flatMap((v) =>
      viewNamings(schema, v, rel.table, own).map((cols) => ({ v, cols })),
    );
    const tos = views.flatMap((v) =>
      viewNamings(schema, v, rel.target, ref).map((cols) => ({ v, cols })),
    );
    for (const from of froms) {
      throughViews.push({
        ...rel,
        table: from.v,
        columns: zip(from.cols, ref),
        isSelf: false,
        tableIsView: true,
      });
    }
    for (const to of tos) {
      throughViews.push({
        ...rel,
        target: to.v,
        columns: zip(own, to.cols),
        isSelf: false,
        targetIsView: true,
      });
    }
    for (const from of froms) {
      for (const to of tos) {
        throughViews.push({
          ...rel,
          table: from.v,
          target: to.v,
          columns: zip(from.cols, to.cols),
          isSelf: from.v === to.v,
          tableIsView: true,
          targetIsView: true,
        });
      }
    }
  }
  const direct = [...base, ...throughViews];
  // A view's primary key: the view columns showing all of a table's primary key columns
  // (PostgREST's addViewPrimaryKeys takes the first such key).
  const primaryKeyOf = (name: string): string[] => {
    const table = schema.tables.get(name);
    if (!table?.isView) return table?.primaryKey ?? [];
    const origins = [...(schema.viewColumns?.get(name) ?? [])];
    for (const base of schema.tables.values()) {
      if (base.isView || !base.primaryKey.length) continue;
      const cols = base.primaryKey.map(
        (pk) => origins.find(([, o]) => o.table === base.name && o.column === pk)?.[0],
      );
      if (cols.every((c) => c !== undefined)) return cols as string[];
    }
    return [];
  };
  // Many-to-many: a table with two many-to-one keys whose columns are all in its primary key.
  const manyToMany: Relationship[] = [];
  for (const r1 of direct) {
    if (r1.cardinality !== 'many-to-one') continue;
    const pk = new Set(primaryKeyOf(r1.table));
    for (const r2 of direct) {
      if (
        r2.cardinality !== 'many-to-one' ||
        r2.table !== r1.table ||
        r2.constraint === r1.constraint
      )
        continue;
      const junctionColumns = [...r1.columns, ...r2.columns].map(([c]) => c);
      if (!junctionColumns.every((c) => pk.has(c))) continue;
      manyToMany.push({
        table: r1.target,
        target: r2.target,
        cardinality: 'many-to-many',
        constraint: r1.table,
        columns: [],
        isSelf: r1.target === r2.target,
        tableIsView: r1.targetIsView,
        targetIsView: r2.targetIsView,
        junction: {
          table: r1.table,
          constraint1: r1.constraint,
          constraint2: r2.constraint,
          source: r1.columns,
          target: r2.columns,
        },
      });
    }
  }
  const inverse: Relationship[] = direct.map((r) => ({
    ...r,
    table: r.target,
    target: r.table,
    cardinality: r.cardinality === 'many-to-one' ? 'one-to-many' : r.cardinality,
    columns: r.columns.map(([a, b]) => [b, a] as [string, string]),
    tableIsView: r.targetIsView,
    targetIsView: r.tableIsView,
  }));
  return [...direct, ...manyToMany, ...inverse, ...computedRelationships(schema)];
}

/**
 * PostgREST's computed relationships: a function of one argument, a table's (or view's) row,
 * returning rows of a table or view of the schema. It embeds under its own name from that table;
 * `returns setof ... rows 1` or a single row is to-one. It runs as the caller, like `rpc/` (the
 * caller needs EXECUTE on it, and row level security applies inside it as it would there).
 */
function computedRelationships(schema: SchemaCache): Relationship[] {
  const rels: Relationship[] = [];
  for (const overloads of schema.functions.values()) {
    for (const fn of overloads) {
      const origin = fn.args[0]?.table;
      if (fn.args.length !== 1 || !origin || !fn.returnTable) continue;
      const table = schema.tables.get(origin);
      const target = schema.tables.get(fn.returnTable);
      if (!table || !target) continue;
      const toOne = !fn.returnsSet || fn.rows === 1;
      rels.push({
        table: origin,
        target: fn.returnTable,
        cardinality: toOne ? 'many-to-one' : 'one-to-many',
        constraint: fn.name,
        columns: [],
        isSelf: origin === fn.returnTable,
        tableIsView: table.isView,
        targetIsView: target.isView,
        computed: { fn: fn.name, schema: schema.name ?? 'public' },
      });
    }
  }
  return rels;
}

/** A candidate as PostgREST lists it in PGRST201's `details`. */
function describe(r: Relationship): {
  cardinality: string;
  embedding: string;
  relationship: string;
} {
  const list = (cols: string[]) => `(${cols.join(', ')})`;
  const relationship = r.junction
    ? `${r.junction.table} using ${r.junction.constraint1}${list(r.junction.source.map(([j]) => j))} and ${r.junction.constraint2}${list(r.junction.target.map(([j]) => j))}`
    : `${r.constraint} using ${r.table}${list(r.columns.map(([a]) => a))} and ${r.target}${list(r.columns.map(([, b]) => b))}`;
  return { cardinality: r.cardinality, embedding: `${r.table} with ${r.target}`, relationship };
}

const singleColumn = (r: Relationship, side: 0 | 1, name: string) =>
  !r.junction && r.columns.length === 1 && r.columns[0]?.[side] === name;

/** Whether an embed of `target` (with `hint`) names this relationship: PostgREST 12's findRel. */
function names(r: Relationship, target: string, hint: string | undefined): boolean {
  const toMany = r.cardinality === 'one-to-many';
  const toOneByKey = r.cardinality === 'many-to-one';
  if (r.isSelf) {
    if (hint === undefined) {
      // `family_tree(*)` is the children; `parent(*)` (the key's column) the parent.
      return (r.target === target && toMany) || (singleColumn(r, 0, target) && toOneByKey);
    }
    // `organizations!auditor(*)`: the rows whose `auditor` is this one.
    return r.target === target && toMany && singleColumn(r, 1, hint);
  }
  if (hint === undefined) {
    return (
      r.target === target ||
      (!r.junction && r.constraint === target && !r.targetIsView) ||
      (singleColumn(r, 0, target) && !r.targetIsView)
    );
  }
  return (
    r.target === target &&
    ((!r.junction && r.constraint === hint) ||
      singleColumn(r, 0, hint) ||
      singleColumn(r, 1, hint) ||
      r.junction?.table === hint)
  );
}

/** The one relationship an embed names, PostgREST-style (PGRST200 none, PGRST201 several). */
export function findRelationship(
  schema: SchemaCache,
  origin: string,
  target: string,
  hint?: string,
): Relationship {
  const all = relationshipsOf(schema);
  // A function named as the embed wins over foreign keys, as PostgREST lets it override them.
  const computed = all.find((r) => r.computed && r.table === origin && r.computed.fn === target);
  if (computed && hint === undefined) return computed;
  const matching = all.filter((r) => !r.computed && r.table === origin && names(r, target, hint));
  if (matching.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
      `Searched for a foreign key relationship between '${origin}' and '${target}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${schema.name ?? 'public'}', but no matches were found.`,
    );
  }
  if (matching.length > 1) {
    const hints = matching.map(
      (m) => `'${m.target}!${m.junction ? m.junction.table : m.constraint}'`,
    );
    throw new RestError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
      matching.map(describe),
      `Try changing '${target}' to one of the following: ${hints.join(', ')}. Find the desired relationship in the 'details' key.`,
    );
  }
  return matching[0] as Relationship;
}

/** A relationship whose embed is one object (or null) rather than an array. */
export function isToOne(r: Relationship): boolean {
  return r.cardinality === 'many-to-one' || r.cardinality === 'one-to-one';
}
