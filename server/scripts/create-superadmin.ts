// `npm run create-superadmin -- <email>`: promotes an existing user to superadmin in the database
// the server uses (same DATA_DIR / DATABASE_URL). Roles are written by nobody but the database
// owner, so this runs outside the API on purpose.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, readServerConfig } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';

export class PromoteError extends Error {
  override name = 'PromoteError';
}

/** Gives the user with that email the superadmin role; throws PromoteError when there is none. */
export async function promoteToSuperadmin(db: Queryable, email: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    'select id from auth.users where lower(email) = lower($1)',
    [email.trim()],
  );
  const user = rows[0];
  if (!user) {
    throw new PromoteError(
      `No user with the email ${email.trim()}. Sign up in the app first (or check the spelling), then run this again.`,
    );
  }
  await db.query(
    `insert into public.user_roles (user_id, role) values ($1, 'superadmin')
     on conflict (user_id) do update set role = 'superadmin'`,
    [user.id],
  );
  return user.id;
}

// PGlite allows one process per data directory: never open it under a running server.
async function serverIsRunning(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/auth/v1/health`, {
      signal: AbortSignal.timeout(1000),
    });
    return response.status < 500;
  } catch {
    return false;
  }
}

async function main(argv: string[]): Promise<number> {
  const email = argv[0]?.trim();
  if (!email || !email.includes('@')) {
    console.error('Usage: npm run create-superadmin -- <email of an existing user>');
    return 2;
  }
  const config = readServerConfig();
  if (!config.databaseUrl && (await serverIsRunning(config.port))) {
    console.error(
      `QR Menu is running on port ${config.port} with the embedded database in ${config.dataDir}, which one process at a time may open. Stop the server, run this again, then start it.`,
    );
    return 1;
  }
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.dbPoolSize,
  });
  try {
    // The embedded database may be brand new; a DATABASE_URL one was migrated by the server (or by
    // `supabase db push`), and the local bootstrap must never touch a hosted project's auth schema.
    if (!config.databaseUrl) await migrate(db);
    await promoteToSuperadmin(db, email);
    console.log(`${email} is now a superadmin. Sign in again to open /superadmin/dashboard.`);
    return 0;
  } finally {
    await db.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof PromoteError || error instanceof ConfigError) {
        console.error(error.message);
        process.exit(1);
      }
      console.error('create-superadmin failed:', error);
      process.exit(1);
    },
  );
}
