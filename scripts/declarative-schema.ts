// supabase/schemas/: the current definition of every function, view, trigger and policy, one file
// per domain (Supabase's declarative schemas). This module reads those files into statements, each
// tied to the object it defines, and reads the same objects back from a database's catalogs, so
// scripts/gen-migration.ts can write a migration for what changed and
// supabase/tests/database/declarative-schemas.test.ts can prove the migrations equal the files.
//
// The objects: functions and views in `public`; triggers on tables in `public`, `auth` and
// `storage`; policies on tables in `public`, `storage` and `realtime`. Tables, columns, constraints,
// indexes and table grants still change by hand-written migrations.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database, Queryable } from '../server/db/database.ts';

export const schemasDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../supabase/schemas',
);

export type ObjectKind = 'function' | 'view' | 'trigger' | 'policy';

/** One statement of a schema file, with the comment lines just above it. */
export interface SchemaStatement {
  file: string;
  /** `function public.name`, `view public.name`, `trigger public.table.name`, `policy storage.objects.name`. */
  key: string;
  /** Whether it creates the object (rather than dropping it first, granting or commenting on it). */
  creates: boolean;
  /** The statement and its leading comment, ending in `;`. */
  text: string;
}

/** Splits SQL into statements at top-level `;`, minding quotes, dollar quotes and comments. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  while (i < sql.length) {
    const rest = sql.slice(i);
    if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
    } else if (rest.startsWith('/*')) {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 2;
    } else if (sql[i] === "'" || sql[i] === '"') {
      const quote = sql[i];
      i++;
      while (i < sql.length) {
        if (sql[i] === quote && sql[i + 1] === quote) i += 2;
        else if (sql[i] === quote) break;
        else i++;
      }
      i++;
    } else if (sql[i] === '$' && /^\$[A-Za-z_]*\$/.test(rest) && !/[\w$]/.test(sql[i - 1] ?? '')) {
      const tag = /^\$[A-Za-z_]*\$/.exec(rest)![0];
      const end = sql.indexOf(tag, i + tag.length);
      i = end === -1 ? sql.length : end + tag.length;
    } else if (sql[i] === ';') {
      statements.push(sql.slice(start, i + 1).trim());
      start = ++i;
    } else {
      i++;
    }
  }
  if (
    sql
      .slice(start)
      .replace(/--[^\n]*/g, '')
      .trim()
  ) {
    throw new Error(`SQL does not end in ';': ${sql.slice(start).trim().slice(0, 80)}`);
  }
  return statements.filter((s) => s.replace(/--[^\n]*/g, '').trim());
}

const ident = String.raw`(?:"(?:[^"]|"")+"|[A-Za-z_][\w$]*)`;

function unquote(name: string): string {
  return name.startsWith('"') ? name.slice(1, -1).replace(/""/g, '"') : name.toLowerCase();
}

/** `x` or `schema.x`, schema defaulting to public. */
function qualified(name: string): string {
  const parts = name.match(new RegExp(ident, 'g'))!.map(unquote);
  return parts.length === 1 ? `public.${parts[0]}` : parts.join('.');
}

const patterns: Array<[RegExp, ObjectKind, boolean, (m: RegExpExecArray) => string]> = [
  [
    new RegExp(
      String.raw`^create\s+(?:or\s+replace\s+)?function\s+(${ident}(?:\.${ident})?)\s*\(`,
      'i',
    ),
    'function',
    true,
    (m) => qualified(m[1]!),
  ],
  [
    new RegExp(
      String.raw`^(?:drop\s+function\s+(?:if\s+exists\s+)?|(?:grant|revoke)\s[^;]*?\son\s+function\s+|(?:comment\s+on|alter)\s+function\s+)(${ident}(?:\.${ident})?)\s*\(`,
      'i',
    ),
    'function',
    false,
    (m) => qualified(m[1]!),
  ],
  [
    new RegExp(String.raw`^create\s+(?:or\s+replace\s+)?view\s+(${ident}(?:\.${ident})?)`, 'i'),
    'view',
    true,
    (m) => qualified(m[1]!),
  ],
  [
    new RegExp(
      String.raw`^(?:drop\s+view\s+(?:if\s+exists\s+)?|(?:grant|revoke)\s[^;]*?\son\s+(?:table\s+)?|comment\s+on\s+view\s+|alter\s+view\s+)(${ident}(?:\.${ident})?)`,
      'i',
    ),
    'view',
    false,
    (m) => qualified(m[1]!),
  ],
  [
    new RegExp(
      String.raw`^create\s+(?:or\s+replace\s+)?(?:constraint\s+)?trigger\s+(${ident})\s[\s\S]*?\son\s+(${ident}(?:\.${ident})?)\s`,
      'i',
    ),
    'trigger',
    true,
    (m) => `${qualified(m[2]!)}.${unquote(m[1]!)}`,
  ],
  [
    new RegExp(
      String.raw`^drop\s+trigger\s+(?:if\s+exists\s+)?(${ident})\s+on\s+(${ident}(?:\.${ident})?)`,
      'i',
    ),
    'trigger',
    false,
    (m) => `${qualified(m[2]!)}.${unquote(m[1]!)}`,
  ],
  [
    new RegExp(
      String.raw`^(create|drop)\s+policy\s+(?:if\s+exists\s+)?(${ident})\s+on\s+(${ident}(?:\.${ident})?)`,
      'i',
    ),
    'policy',
    false,
    (m) => `${qualified(m[3]!)}.${unquote(m[2]!)}`,
  ],
];

/** The object a statement defines, drops, grants or comments on. */
export function statementKey(statement: string): { key: string; creates: boolean } {
  const sql = statement.replace(/^(?:\s*--[^\n]*\n)*/, '').trim();
  for (const [pattern, kind, creates, name] of patterns) {
    const m = pattern.exec(sql);
    if (m) {
      return { key: `${kind} ${name(m)}`, creates: creates || /^create\s+policy/i.test(sql) };
    }
  }
  throw new Error(
    `supabase/schemas/ holds only functions, views, triggers and policies (and their grants and comments); not: ${sql.slice(0, 100)}`,
  );
}

export interface SchemaFile {
  name: string;
  sql: string;
}

export async function readSchemaFiles(dir = schemasDir): Promise<SchemaFile[]> {
  const names = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (name) => ({ name, sql: await readFile(path.join(dir, name), 'utf8') })),
  );
}

/** A statement with only the comment paragraph right above it (not a file's or section's header). */
function withOwnComment(statement: string): string {
  const lines = statement.split('\n');
  const body = lines.findIndex((line) => line.trim() && !line.trim().startsWith('--'));
  const lastBlank = lines.slice(0, body).findLastIndex((line) => !line.trim());
  return lines.slice(lastBlank + 1).join('\n');
}

export function schemaStatements(files: SchemaFile[]): SchemaStatement[] {
  return files.flatMap((file) =>
    splitStatements(file.sql).map((statement) => ({
      file: file.name,
      text: withOwnComment(statement),
      ...statementKey(statement),
    })),
  );
}

/** For each object key, the files that create it (once per create statement). */
export function definitionsByKey(statements: SchemaStatement[]): Map<string, string[]> {
  const byKey = new Map<string, string[]>();
  for (const s of statements.filter((s) => s.creates)) {
    byKey.set(s.key, [...(byKey.get(s.key) ?? []), s.file]);
  }
  return byKey;
}

/** Applies the schema files in name order, as the generator and the test do. */
export async function applySchemaFiles(db: Queryable, files: SchemaFile[]): Promise<void> {
  for (const file of files) {
    try {
      await db.exec(file.sql);
    } catch (error) {
      throw new Error(
        `supabase/schemas/${file.name}: ${(error as Error).message} (when the schema files changed, write their migration: npx tsx scripts/gen-migration.ts <kebab-name>)`,
        {
          cause: error,
        },
      );
    }
  }
}

interface Row {
  key: string;
  definition: string;
}

// Each object's definition as the catalogs hold it, to compare; ACLs and comments included.
const catalogQuery = `
  select 'function ' || n.nspname || '.' || p.proname as key,
         pg_get_functiondef(p.oid)
           || E'\\n-- acl: ' || coalesce((select string_agg(a, ' ' order by a) from unnest(p.proacl::text[]) a), 'default')
           || E'\\n-- comment: ' || coalesce(obj_description(p.oid, 'pg_proc'), '') as definition,
         pg_get_function_identity_arguments(p.oid) as sort
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
   where n.nspname = 'public'
     and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
  union all
  select 'view ' || n.nspname || '.' || c.relname,
         pg_get_viewdef(c.oid)
           || E'\\n-- options: ' || coalesce(array_to_string(c.reloptions, ' '), '')
           || E'\\n-- acl: ' || coalesce((select string_agg(a, ' ' order by a) from unnest(c.relacl::text[]) a), 'default')
           || E'\\n-- comment: ' || coalesce(obj_description(c.oid, 'pg_class'), ''),
         ''
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where c.relkind = 'v' and n.nspname = 'public'
  union all
  select 'trigger ' || n.nspname || '.' || c.relname || '.' || t.tgname,
         pg_get_triggerdef(t.oid) || E'\\n-- enabled: ' || t.tgenabled::text,
         ''
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
   where not t.tgisinternal and n.nspname in ('public', 'auth', 'storage')
  union all
  select 'policy ' || schemaname || '.' || tablename || '.' || policyname,
         permissive || ' ' || cmd || ' to ' || array_to_string(roles, ', ')
           || E'\\nusing: ' || coalesce(qual, '') || E'\\nwith check: ' || coalesce(with_check, ''),
         ''
    from pg_policies
   where schemaname in ('public', 'storage', 'realtime')
  order by 1, 3`;

/** Every function, view, trigger and policy in scope, by key (overloads of a name under one key). */
export async function captureObjects(db: Database): Promise<Map<string, string>> {
  // An empty search_path names every schema in deparsed expressions, whatever the session's.
  const { rows } = await db.transaction(async (tx) => {
    await tx.query(`set local search_path = ''`);
    return tx.query<Row>(catalogQuery);
  });
  const objects = new Map<string, string>();
  for (const row of rows) {
    const before = objects.get(row.key);
    objects.set(row.key, before === undefined ? row.definition : `${before}\n${row.definition}`);
  }
  return objects;
}

export interface FunctionSignature {
  /** pg_get_function_identity_arguments: the argument types that tell overloads apart. */
  args: string;
  /** pg_get_function_result: what it returns. */
  result: string;
}

/** Each function in scope's signatures, by key (one per name; a second is an old one left behind). */
export async function functionSignatures(db: Queryable): Promise<Map<string, FunctionSignature[]>> {
  const { rows } = await db.query<FunctionSignature & { key: string }>(
    `select 'function ' || n.nspname || '.' || p.proname as key,
            pg_get_function_identity_arguments(p.oid) as args,
            pg_get_function_result(p.oid) as result
       from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
      order by 1, 2`,
  );
  const signatures = new Map<string, FunctionSignature[]>();
  for (const { key, ...signature } of rows) {
    signatures.set(key, [...(signatures.get(key) ?? []), signature]);
  }
  return signatures;
}

class ProbeDone extends Error {}

/**
 * The signature each schema file's `create function` would give, found by creating it in a scratch
 * schema inside a transaction that is rolled back (bodies unchecked, since they name `public`).
 */
export async function declaredSignatures(
  db: Database,
  statements: SchemaStatement[],
): Promise<Map<string, FunctionSignature>> {
  const found = new Map<string, FunctionSignature>();
  const header = new RegExp(
    String.raw`create\s+(?:or\s+replace\s+)?function\s+${ident}(?:\.${ident})?\s*\(`,
    'i',
  );
  try {
    await db.transaction(async (tx) => {
      await tx.query('set local check_function_bodies = off');
      await tx.query('create schema declarative_probe');
      for (const statement of statements) {
        if (!statement.creates || !statement.key.startsWith('function ')) continue;
        const name = statement.key.slice(statement.key.lastIndexOf('.') + 1);
        await tx.exec(
          statement.text.replace(header, `create function declarative_probe."${name}"(`),
        );
        const { rows } = await tx.query<FunctionSignature>(
          `select pg_get_function_identity_arguments(p.oid) as args,
                  pg_get_function_result(p.oid) as result
             from pg_proc p
            where p.pronamespace = 'declarative_probe'::regnamespace and p.proname = $1`,
          [name],
        );
        found.set(statement.key, rows[0]!);
      }
      throw new ProbeDone();
    });
  } catch (error) {
    if (!(error instanceof ProbeDone)) throw error;
  }
  return found;
}

/** The statement that removes an object the schema files no longer define. */
export async function dropStatements(db: Queryable, key: string): Promise<string[]> {
  const kind = key.slice(0, key.indexOf(' ')) as ObjectKind;
  const name = key.slice(key.indexOf(' ') + 1);
  const quote = (s: string) => `"${s.replace(/"/g, '""')}"`;
  if (kind === 'function') {
    const [schema, fn] = name.split('.') as [string, string];
    const { rows } = await db.query<{ args: string }>(
      `select pg_get_function_identity_arguments(p.oid) as args from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace where n.nspname = $1 and p.proname = $2`,
      [schema, fn],
    );
    return rows.map((r) => `drop function if exists ${schema}.${quote(fn)}(${r.args});`);
  }
  if (kind === 'view') return [`drop view if exists ${name};`];
  const [schema, table, ...rest] = name.split('.');
  const on = `${schema}.${table}`;
  return [`drop ${kind} if exists ${quote(rest.join('.'))} on ${on};`];
}
