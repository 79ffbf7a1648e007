// Production mode: a server others can reach must not run on what everyone knows. Checked
// once at start, after the migrations and before listening; every problem is named, not only the first.
import bcrypt from 'bcryptjs';
import { ConfigError, DEFAULT_JWT_SECRET, isLoopbackHost, type ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD, DEMO_SUPERADMIN_EMAIL } from './seed/demo.ts';

/** The server will not listen: `problems` says why, one line each. */
export class StartRefusedError extends ConfigError {
  override name = 'StartRefusedError';
  constructor(
    readonly problems: string[],
    where: string,
  ) {
    super(
      [
        `Refusing to start in production mode (${where}):`,
        ...problems.map((problem) => `  - ${problem}`),
      ].join('\n'),
    );
  }
}

/**
 * A secret no random generator would make: too few different characters (36 x "a", "abab...";
 * `openssl rand -hex 32` has about 16 of 16, base64 far more), or one short run repeated
 * ("secretsecretsecret...", "0123456789" over and over).
 */
export function guessableSecret(secret: string): boolean {
  const distinct = new Set(secret).size;
  if (distinct < 8) return true;
  for (let period = 1; period <= secret.length / 2; period++) {
    if (secret.slice(period) === secret.slice(0, secret.length - period)) return true;
  }
  return false;
}

/** Why the configuration alone is unfit for production (empty when it is fit). */
export function configProblems(config: ServerConfig): string[] {
  const problems: string[] = [];
  if (config.jwtSecret === DEFAULT_JWT_SECRET) {
    problems.push(
      'JWT_SECRET is the well-known local secret, so anyone can sign a service_role key: set JWT_SECRET to a long random value (openssl rand -hex 32).',
    );
  } else if (guessableSecret(config.jwtSecret)) {
    problems.push(
      'JWT_SECRET is a repeated pattern or has too few different characters to be random, so it can be guessed: set JWT_SECRET to a long random value (openssl rand -hex 32).',
    );
  }
  if (!config.siteUrlSet) {
    problems.push(
      'SITE_URL is not set: set it to the address customers and owners use (e.g. https://menu.example.com); links in mails and stored image URLs are built from it.',
    );
  }
  return problems;
}

/** Demo accounts that still sign in with the demo password everyone has read in the README. */
export async function demoPasswordProblems(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ email: string; encrypted_password: string | null }>(
    `select email, encrypted_password from auth.users
     where lower(email) in (lower($1), lower($2)) and encrypted_password is not null
     order by email`,
    [DEMO_OWNER_EMAIL, DEMO_SUPERADMIN_EMAIL],
  );
  const problems: string[] = [];
  for (const row of rows) {
    if (row.encrypted_password && (await bcrypt.compare(DEMO_PASSWORD, row.encrypted_password))) {
      problems.push(
        `The demo account ${row.email} still has the demo password: change its password or delete the account (a fresh DATA_DIR in production is not seeded unless SEED_DEMO=true).`,
      );
    }
  }
  return problems;
}

/** Throws StartRefusedError when production mode is on and anything is unfit. */
export async function checkProduction(config: ServerConfig, db: Database): Promise<void> {
  if (!config.production) return;
  const problems = [...configProblems(config), ...(await demoPasswordProblems(db))];
  if (problems.length === 0) return;
  const where = isLoopbackHost(config.host)
    ? 'NODE_ENV=production'
    : `HOST=${config.host} is reachable beyond this machine`;
  throw new StartRefusedError(problems, where);
}
