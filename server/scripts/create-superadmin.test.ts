import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite.ts';
import { freePort } from '../testing/postgres15.ts';
import { promoteToSuperadmin } from './create-superadmin.ts';

const run = promisify(execFile);

// Runs the real command against a data directory, as `npm run create-superadmin -- <email>` does.
async function createSuperadmin(dataDir: string, port: number, email: string) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'server/scripts/create-superadmin.ts', email],
      { env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '' } },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: (failed.stdout ?? '') + (failed.stderr ?? '') };
  }
}

async function roleOf(dataDir: string, email: string): Promise<string | null> {
  const db = await openPglite(path.join(dataDir, 'pgdata'));
  try {
    const { rows } = await db.query<{ role: string }>(
      `select r.role from public.user_roles r join auth.users u on u.id = r.user_id where u.email = $1`,
      [email],
    );
    return rows[0]?.role ?? null;
  } finally {
    await db.close();
  }
}

describe('npm run create-superadmin', () => {
  let dataDir: string;
  let port: number;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'qrmenu-superadmin-'));
    port = await freePort();
    const db = await openPglite(path.join(dataDir, 'pgdata'));
    await migrate(db);
    await db.query(
      `insert into auth.users (email, encrypted_password, email_confirmed_at) values ('Boss@Example.com', 'x', now())`,
    );
    await db.close();
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('promotes an existing user, whatever the case of the email', async () => {
    const result = await createSuperadmin(dataDir, port, 'boss@example.com');
    expect(result.output).toContain('boss@example.com is now a superadmin');
    expect(result.code).toBe(0);
    expect(await roleOf(dataDir, 'Boss@Example.com')).toBe('superadmin');
  });

  it('says clearly when there is no such user', async () => {
    const db = await openPglite(path.join(dataDir, 'pgdata'));
    try {
      await expect(promoteToSuperadmin(db, 'nobody@example.com')).rejects.toThrow(
        'No user with the email nobody@example.com',
      );
    } finally {
      await db.close();
    }
  });

  it('explains its usage without an email', async () => {
    const result = await createSuperadmin(dataDir, port, '');
    expect(result.code).toBe(2);
    expect(result.output).toContain('Usage: npm run create-superadmin -- <email');
  });
});
