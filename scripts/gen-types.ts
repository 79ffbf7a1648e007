// Generates shared/api/database.types.ts from supabase/migrations, in the shape
// `supabase gen types typescript` prints (postgres-meta's template), without the Supabase CLI or
// Docker: the migrations run on an in-memory PGlite and the catalog is read back.
//
//   npx tsx scripts/gen-types.ts           prints the file
//   npx tsx scripts/gen-types.ts --write   rewrites shared/api/database.types.ts
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import type { Queryable } from '../server/db/database.ts';
import { openPglite } from '../server/db/pglite.ts';
import { migrate } from '../server/db/migrate.ts';

export const typesFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../shared/api/database.types.ts',
);

const SCHEMA = 'public';
// The PostgREST major the local backend emulates (hosted Supabase runs 12 or later).
const POSTGREST_VERSION = '12';

interface ColumnRow {
  table_name: string;
  name: string;
  udt_name: string;
  is_nullable: boolean;
  has_default: boolean;
  identity_always: boolean;
}
interface RelationshipRow {
  relation: string;
  foreign_key_name: string;
  columns: string[];
  referenced_relation: string;
  referenced_columns: string[];
  is_one_to_one: boolean;
}
interface FunctionRow {
  name: string;
  arg_names: string[] | null;
  arg_typnames: string[];
  arg_defaults: number;
  return_type: string;
  returns_set: boolean;
}

function tsType(pgType: string): string {
  if (pgType === 'bool') return 'boolean';
  if (['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'].includes(pgType)) return 'number';
  if (
    [
      'bytea',
      'bpchar',
      'varchar',
      'date',
      'text',
      'citext',
      'time',
      'timetz',
      'timestamp',
      'timestamptz',
      'uuid',
      'vector',
    ].includes(pgType)
  )
    return 'string';
  if (pgType === 'json' || pgType === 'jsonb') return 'Json';
  if (pgType === 'void') return 'undefined';
  if (pgType === 'record') return 'Record<string, unknown>';
  if (pgType.startsWith('_')) return `(${tsType(pgType.slice(1))})[]`;
  return 'unknown';
}

async function readCatalog(db: Queryable) {
  const tables = (
    await db.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relkind in ('r', 'p') order by c.relname`,
      [SCHEMA],
    )
  ).rows.map((r) => r.name);
  const views = (
    await db.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = $1 and c.relkind in ('v', 'm') order by c.relname`,
      [SCHEMA],
    )
  ).rows.map((r) => r.name);
  const columns = (
    await db.query<ColumnRow>(
      `select c.relname as table_name, a.attname as name, t.typname as udt_name,
              not a.attnotnull as is_nullable,
              (a.atthasdef or a.attidentity <> '') as has_default,
              a.attidentity = 'a' as identity_always
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_type t on t.oid = a.atttypid
       where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped`,
      [SCHEMA],
    )
  ).rows;
  // Foreign keys between relations of the schema; one-to-one when the referencing columns are
  // themselves a primary key or unique (postgres-meta's rule).
  const relationships = (
    await db.query<RelationshipRow>(
      `select c.relname as relation, con.conname as foreign_key_name,
              array(select a.attname::text from unnest(con.conkey) with ordinality k(n, i)
                    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i) as columns,
              rc.relname as referenced_relation,
              array(select a.attname::text from unnest(con.confkey) with ordinality k(n, i)
                    join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i) as referenced_columns,
              exists (select 1 from pg_index ix where ix.indrelid = con.conrelid and ix.indisunique
                        and ix.indpred is null and ix.indexprs is null
                        and (select array_agg(x order by x) from unnest(ix.indkey::int2[]) x)
                          = (select array_agg(x order by x) from unnest(con.conkey) x)) as is_one_to_one
       from pg_constraint con
       join pg_class c on c.oid = con.conrelid
       join pg_namespace n on n.oid = c.relnamespace
       join pg_class rc on rc.oid = con.confrelid
       join pg_namespace rn on rn.oid = rc.relnamespace
       where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1`,
      [SCHEMA],
    )
  ).rows;
  // Trigger functions are not callable through the API, so the generator leaves them out.
  const functions = (
    await db.query<FunctionRow>(
      `select p.proname as name, p.proargnames::text[] as arg_names,
              array(select t.typname::text from unnest(p.proargtypes::oid[]) with ordinality x(o, i)
                    join pg_type t on t.oid = x.o order by x.i) as arg_typnames,
              p.pronargdefaults as arg_defaults,
              rt.typname as return_type, p.proretset as returns_set
       from pg_proc p
       join pg_namespace n on n.oid = p.pronamespace
       join pg_type rt on rt.oid = p.prorettype
       where n.nspname = $1 and p.prokind = 'f' and rt.typname not in ('trigger', 'event_trigger')
         and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
       order by p.proname, p.oid`,
      [SCHEMA],
    )
  ).rows;
  return { tables, views, columns, relationships, functions };
}

type Catalog = Awaited<ReturnType<typeof readCatalog>>;

function renderTable(name: string, catalog: Catalog): string {
  const cols = catalog.columns
    .filter((c) => c.table_name === name)
    .sort((a, b) => a.name.localeCompare(b.name));
  const row = cols.map(
    (c) => `${JSON.stringify(c.name)}: ${tsType(c.udt_name)}${c.is_nullable ? ' | null' : ''}`,
  );
  const insert = cols.map((c) => {
    const key = JSON.stringify(c.name);
    if (c.identity_always) return `${key}?: never`;
    const optional = c.is_nullable || c.has_default ? '?' : '';
    return `${key}${optional}: ${tsType(c.udt_name)}${c.is_nullable ? ' | null' : ''}`;
  });
  const update = cols.map((c) => {
    const key = JSON.stringify(c.name);
    if (c.identity_always) return `${key}?: never`;
    return `${key}?: ${tsType(c.udt_name)}${c.is_nullable ? ' | null' : ''}`;
  });
  const relationships = catalog.relationships
    .filter((r) => r.relation === name)
    .sort(
      (a, b) =>
        a.foreign_key_name.localeCompare(b.foreign_key_name) ||
        a.referenced_relation.localeCompare(b.referenced_relation),
    )
    .map(
      (r) => `{
        foreignKeyName: ${JSON.stringify(r.foreign_key_name)}
        columns: ${JSON.stringify(r.columns)}
        isOneToOne: ${r.is_one_to_one}
        referencedRelation: ${JSON.stringify(r.referenced_relation)}
        referencedColumns: ${JSON.stringify(r.referenced_columns)}
      },`,
    );
  return `${JSON.stringify(name)}: {
    Row: {\n${row.join('\n')} }
    Insert: {\n${insert.join('\n')} }
    Update: {\n${update.join('\n')} }
    Relationships: [\n${relationships.join('\n')} ]
  }`;
}

function renderFunction(fn: FunctionRow): string {
  const count = fn.arg_typnames.length;
  const firstDefault = count - fn.arg_defaults;
  const args =
    count === 0
      ? 'never'
      : `{\n${fn.arg_typnames
          .map(
            (t, i) =>
              `${JSON.stringify(fn.arg_names?.[i] ?? '')}${i >= firstDefault ? '?' : ''}: ${tsType(t)}`,
          )
          .join('\n')} }`;
  const returns = `${tsType(fn.return_type)}${fn.returns_set ? '[]' : ''}`;
  return `${JSON.stringify(fn.name)}: {\nArgs: ${args}\nReturns: ${returns} }`;
}

const never = '[_ in never]: never';

/** The database.types.ts text for the migrated database db. */
export async function generateDatabaseTypes(db: Queryable): Promise<string> {
  const catalog = await readCatalog(db);
  const tables = catalog.tables.map((t) => renderTable(t, catalog));
  const views = catalog.views.map((v) => renderTable(v, catalog));
  const functions = catalog.functions.map((f) => renderFunction(f));
  const source = `
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: ${JSON.stringify(POSTGREST_VERSION)}
  }
  ${JSON.stringify(SCHEMA)}: {
    Tables: {\n${tables.length ? tables.join('\n') : never} }
    Views: {\n${views.length ? views.join('\n') : never} }
    Functions: {\n${functions.length ? functions.join('\n') : never} }
    Enums: {\n${never} }
    CompositeTypes: {\n${never} }
  }
}
${HELPERS}`;
  // The CLI formats with prettier's defaults and no semicolons.
  return prettier.format(source, { parser: 'typescript', semi: false });
}

// Copied in shape from postgres-meta's TypeScript template (the helpers every generated file ends with).
const HELPERS = `
type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
`;

/** Migrates a fresh in-memory PGlite and generates the types from it. */
export async function generateFromMigrations(): Promise<string> {
  const db = await openPglite(undefined);
  try {
    await migrate(db);
    return await generateDatabaseTypes(db);
  } finally {
    await db.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = await generateFromMigrations();
  if (process.argv.includes('--write')) {
    await writeFile(typesFile, text);
    console.log(`Wrote ${path.relative(process.cwd(), typesFile)}`);
  } else {
    process.stdout.write(text);
  }
}
