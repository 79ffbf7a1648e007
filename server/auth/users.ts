// auth.users rows and GoTrue's user JSON. The server reads auth.users as the database owner: the
// API roles have no access to it.
import type { Queryable } from '../db/database.ts';

export interface AuthUser {
  id: string;
  aud: string;
  role: string;
  email: string;
  email_confirmed_at: string | null;
  confirmed_at: string | null;
  confirmation_sent_at: string | null;
  last_sign_in_at: string | null;
  recovery_sent_at?: string;
  /** Set in the answer of POST /invite. */
  invited_at?: string;
  new_email?: string;
  email_change_sent_at?: string;
  banned_until?: string;
  phone: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: unknown[];
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
}

export interface UserRecord {
  user: AuthUser;
  encryptedPassword: string | null;
  confirmationToken: string | null;
}

interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: unknown;
  confirmation_token: string | null;
  confirmation_sent_at: unknown;
  last_sign_in_at: unknown;
  recovery_sent_at: unknown;
  email_change: string | null;
  email_change_sent_at: unknown;
  banned_until: unknown;
  raw_app_meta_data: unknown;
  raw_user_meta_data: unknown;
  created_at: unknown;
  updated_at: unknown;
}

export const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, confirmation_sent_at, last_sign_in_at, recovery_sent_at, email_change,
  email_change_sent_at, banned_until, raw_app_meta_data, raw_user_meta_data, created_at, updated_at`;

// node-postgres and PGlite both hand back Date for timestamptz; keep the JSON shape GoTrue sends.
function isoOrNull(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
}

function objectOf(value: unknown): Record<string, unknown> {
  if (typeof value === 'string') return objectOf(JSON.parse(value));
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

// GoTrue leaves these keys out of its JSON when they are empty (omitempty).
function optionalFields(row: UserRow): Partial<AuthUser> {
  const fields: Partial<AuthUser> = {};
  const recoverySentAt = isoOrNull(row.recovery_sent_at);
  if (recoverySentAt) fields.recovery_sent_at = recoverySentAt;
  if (row.email_change) fields.new_email = row.email_change;
  const changeSentAt = isoOrNull(row.email_change_sent_at);
  if (changeSentAt && row.email_change) fields.email_change_sent_at = changeSentAt;
  const bannedUntil = isoOrNull(row.banned_until);
  if (bannedUntil) fields.banned_until = bannedUntil;
  return fields;
}

export function toUserRecord(row: UserRow): UserRecord {
  const confirmedAt = isoOrNull(row.email_confirmed_at);
  return {
    encryptedPassword: row.encrypted_password,
    confirmationToken: row.confirmation_token,
    user: {
      id: row.id,
      aud: row.aud ?? 'authenticated',
      role: row.role ?? 'authenticated',
      email: row.email ?? '',
      email_confirmed_at: confirmedAt,
      confirmed_at: confirmedAt,
      confirmation_sent_at: isoOrNull(row.confirmation_sent_at),
      last_sign_in_at: isoOrNull(row.last_sign_in_at),
      ...optionalFields(row),
      phone: '',
      app_metadata: objectOf(row.raw_app_meta_data),
      user_metadata: objectOf(row.raw_user_meta_data),
      identities: [],
      created_at: isoOrNull(row.created_at) ?? new Date().toISOString(),
      updated_at: isoOrNull(row.updated_at) ?? new Date().toISOString(),
      is_anonymous: false,
    },
  };
}

/** The one user a statement returns (select or update ... returning USER_COLUMNS). */
export async function queryUser(
  db: Queryable,
  sql: string,
  params: unknown[],
): Promise<UserRecord | undefined> {
  const { rows } = await db.query<UserRow>(sql, params);
  return rows[0] ? toUserRecord(rows[0]) : undefined;
}

export function findUserByEmail(db: Queryable, email: string): Promise<UserRecord | undefined> {
  return queryUser(db, `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1)`, [
    email,
  ]);
}

export function findUserById(db: Queryable, id: string): Promise<UserRecord | undefined> {
  return queryUser(db, `select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
}

export function findUserByConfirmationToken(
  db: Queryable,
  tokenHash: string,
): Promise<UserRecord | undefined> {
  return queryUser(db, `select ${USER_COLUMNS} from auth.users where confirmation_token = $1`, [
    tokenHash,
  ]);
}

export async function insertUser(
  db: Queryable,
  values: {
    email: string;
    /** Null for accounts made by a magic link, which have no password until they set one. */
    passwordHash: string | null;
    userMetadata: Record<string, unknown>;
    confirmed: boolean;
    confirmationTokenHash: string | null;
  },
): Promise<UserRecord> {
  const record = await queryUser(
    db,
    `insert into auth.users (email, encrypted_password, raw_user_meta_data, email_confirmed_at,
       confirmation_token, confirmation_sent_at)
     values ($1, $2, $3::jsonb, case when $4::boolean then now() end, $5::text, case when $5::text is not null then now() end)
     returning ${USER_COLUMNS}`,
    [
      values.email,
      values.passwordHash,
      JSON.stringify(values.userMetadata),
      values.confirmed,
      values.confirmationTokenHash,
    ],
  );
  if (!record) throw new Error('insert into auth.users returned no row');
  return record;
}

/** A new confirmation token for a user who has not confirmed yet (resend, repeated sign-up). */
export function renewConfirmation(
  db: Queryable,
  userId: string,
  tokenHash: string,
): Promise<UserRecord | undefined> {
  return queryUser(
    db,
    `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now()
     where id = $1 and email_confirmed_at is null
     returning ${USER_COLUMNS}`,
    [userId, tokenHash],
  );
}

export function confirmUser(db: Queryable, userId: string): Promise<UserRecord | undefined> {
  return queryUser(
    db,
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
       confirmation_token = null, updated_at = now()
     where id = $1 returning ${USER_COLUMNS}`,
    [userId],
  );
}

export function markSignedIn(db: Queryable, userId: string): Promise<UserRecord | undefined> {
  return queryUser(
    db,
    `update auth.users set last_sign_in_at = now() where id = $1 returning ${USER_COLUMNS}`,
    [userId],
  );
}

/** One page of users, newest first (the admin list). */
export async function listUserRecords(
  db: Queryable,
  limit: number,
  offset: number,
): Promise<UserRecord[]> {
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users order by created_at desc, id limit $1 offset $2`,
    [limit, offset],
  );
  return rows.map(toUserRecord);
}

export async function setPassword(db: Queryable, userId: string, passwordHash: string) {
  await db.query(
    'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
    [userId, passwordHash],
  );
}

export async function setUserMetadata(
  db: Queryable,
  userId: string,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  value: Record<string, unknown>,
) {
  await db.query(`update auth.users set ${column} = $2::jsonb, updated_at = now() where id = $1`, [
    userId,
    JSON.stringify(value),
  ]);
}
