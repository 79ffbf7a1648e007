import { describe, expect, it } from 'vitest';
import {
  definitionsByKey,
  schemaStatements,
  splitStatements,
  statementKey,
} from './declarative-schema.ts';

describe('splitStatements', () => {
  it('splits at top-level semicolons only, keeping each leading comment', () => {
    const sql = `-- adds; one
create or replace function public.f() returns text language plpgsql as $$
begin
  return 'a;b'; -- inner;
end
$$;
/* block; */ comment on function public.f() is 'it''s; here';
create or replace function public.g() returns int language sql as $body$ select 1; $body$;
`;
    const statements = splitStatements(sql);
    expect(statements).toHaveLength(3);
    expect(statements[0]).toMatch(/^-- adds; one\ncreate or replace function public\.f\(\)/);
    expect(statements[0]).toMatch(/\$\$;$/);
    expect(statements[1]).toBe(`/* block; */ comment on function public.f() is 'it''s; here';`);
    expect(statements[2]).toMatch(/\$body\$ select 1; \$body\$;$/);
  });

  it('refuses text after the last statement', () => {
    expect(() => splitStatements('select 1;\nselect 2')).toThrow(/does not end in ';'/);
  });
});

describe('statementKey', () => {
  it('ties each statement to the object it defines', () => {
    expect(statementKey('-- why\ncreate or replace function public_menu(slug text)')).toEqual({
      key: 'function public.public_menu',
      creates: true,
    });
    expect(statementKey('revoke execute on function public.f(uuid) from public, anon;')).toEqual({
      key: 'function public.f',
      creates: false,
    });
    expect(
      statementKey('drop policy if exists "Owners read. ""Theirs""" on storage.objects;'),
    ).toEqual({ key: 'policy storage.objects.Owners read. "Theirs"', creates: false });
    expect(
      statementKey(
        'create policy "Owners read. ""Theirs""" on storage.objects for select using (true);',
      ),
    ).toEqual({ key: 'policy storage.objects.Owners read. "Theirs"', creates: true });
    expect(
      statementKey(
        'create trigger t_x\n  after update of name on public.businesses\n  for each row execute function public.f();',
      ),
    ).toEqual({ key: 'trigger public.businesses.t_x', creates: true });
    expect(statementKey('drop trigger if exists t_x on auth.users;')).toEqual({
      key: 'trigger auth.users.t_x',
      creates: false,
    });
  });

  it('refuses what belongs in a hand-written migration', () => {
    expect(() => statementKey('create table public.t (id int);')).toThrow(/only functions/);
  });
});

describe('schemaStatements', () => {
  it("keeps a statement's own comment, not the file's or a section's header above it", () => {
    const [first] = schemaStatements([
      {
        name: 'menu.sql',
        sql: '-- The menu.\n\n-- Functions ---\n\n-- Why f.\ndrop function if exists public.f();',
      },
    ]);
    expect(first!.text).toBe('-- Why f.\ndrop function if exists public.f();');
  });
});

describe('definitionsByKey', () => {
  it('lists every file that creates an object, so a second definition shows', () => {
    const fn =
      'create or replace function public.public_menu(slug text) returns int language sql as $$ select 1 $$;';
    const statements = schemaStatements([
      { name: 'menu.sql', sql: fn },
      {
        name: 'orders.sql',
        sql: `${fn}\nrevoke execute on function public.public_menu(text) from anon;`,
      },
    ]);
    expect(definitionsByKey(statements).get('function public.public_menu')).toEqual([
      'menu.sql',
      'orders.sql',
    ]);
  });
});
