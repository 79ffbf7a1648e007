import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import { bootstrap } from './migrate.ts';
import { startPostgres15, type TestPostgres } from '../testing/postgres15.ts';

const engines: Array<[string, () => Promise<{ db: Database; done: () => Promise<void> }>]> = [
  [
    'pglite',
    async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'qrmenu-pglite-'));
      const db = await openPglite(dir);
      return {
        db,
        done: async () => {
          await db.close();
          await rm(dir, { recursive: true, force: true });
        },
      };
    },
  ],
  [
    'postgres15',
    async () => {
      const server: TestPostgres = await startPostgres15();
      const db = await openPostgres(await server.createDatabase());
      return {
        db,
        done: async () => {
          await db.close();
          await server.stop();
        },
      };
    },
  ],
];

describe.each(engines)('database layer on %s', (_name, open) => {
  let db: Database;
  let done: () => Promise<void>;
  beforeAll(async () => {
    ({ db, done } = await open());
    await bootstrap(db);
    await bootstrap(db); // idempotent: runs on every start
  });
  afterAll(() => done());

  it('runs a request as anon without the role leaking into the next one', async () => {
    const inside = await db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', 'anon', true), set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify({ sub: '00000000-0000-0000-0000-000000000001', role: 'anon' })],
      );
      return (
        await tx.query<{ u: string; uid: string; r: string }>(
          'select current_user as u, auth.uid()::text as uid, auth.role() as r',
        )
      ).rows[0];
    });
    expect(inside).toEqual({ u: 'anon', uid: '00000000-0000-0000-0000-000000000001', r: 'anon' });
    const after = (
      await db.query<{ u: string; uid: string | null }>(
        'select current_user as u, auth.uid()::text as uid',
      )
    ).rows[0];
    expect(after).toEqual({ u: 'postgres', uid: null });
  });

  it('rolls back a failed transaction', async () => {
    await db.exec('create table if not exists smoke (n int)');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into smoke values (1)');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await db.query('select * from smoke')).rows).toEqual([]);
  });
});
