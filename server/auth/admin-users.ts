// /auth/v1/admin/users[/{id}]: GoTrue's admin users API (supabase-js auth.admin), for the service
// role only. Admin changes take effect at once: no mail, no confirmation links.
import { hash } from 'bcryptjs';
import type { RequestContext } from '../http/context.ts';
import { API_VERSION_HEADERS, AuthError, readJsonObject, stringField } from './errors.ts';
import { BCRYPT_COST, checkPassword, isUniqueViolation, requireEmail } from './signup.ts';
import { requireToken, UUID } from './user.ts';
import { EMAIL_EXISTS, mergeMetadata } from './update-user.ts';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  listUserRecords,
  queryUser,
  setPassword,
  setUserMetadata,
  USER_COLUMNS,
  type UserRecord,
} from './users.ts';

function requireAdmin(ctx: RequestContext): void {
  requireToken(ctx);
  if (ctx.claims.role !== 'service_role') {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
}

function userIdFromPath(ctx: RequestContext): string {
  const id = decodeURIComponent(ctx.path.replace(/\/+$/, '').split('/')[3] ?? '');
  if (!UUID.test(id)) throw new AuthError(400, 'validation_failed', 'user_id must be an UUID');
  return id;
}

async function existingUser(ctx: RequestContext, id: string): Promise<UserRecord> {
  const found = await findUserById(ctx.db, id);
  if (!found) throw new AuthError(404, 'user_not_found', 'User not found');
  return found;
}

function positiveInt(raw: string | null, fallback: number): number {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value > 0 ? value : fallback;
}

// GoTrue takes a Go duration ("24h", "90m", "3600s") or "none" to lift a ban.
function banUntil(raw: unknown): Date | null | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'none') return null;
  const match = typeof raw === 'string' ? /^(\d+(?:\.\d+)?)(h|m|s)$/.exec(raw) : null;
  if (!match) {
    throw new AuthError(
      400,
      'validation_failed',
      'invalid format for ban duration: ' + String(raw),
    );
  }
  const seconds = Number(match[1]) * { h: 3600, m: 60, s: 1 }[match[2] as 'h' | 'm' | 's'];
  return new Date(Date.now() + seconds * 1000);
}

async function listUsers(ctx: RequestContext): Promise<void> {
  requireAdmin(ctx);
  const page = positiveInt(ctx.url.searchParams.get('page'), 1);
  const perPage = Math.min(positiveInt(ctx.url.searchParams.get('per_page'), 50), 1000);
  const { rows: counted } = await ctx.db.query<{ total: number }>(
    'select count(*)::int as total from auth.users',
  );
  const total = counted[0]?.total ?? 0;
  const users = (await listUserRecords(ctx.db, perPage, (page - 1) * perPage)).map((r) => r.user);
  // supabase-js reads the page numbers of rel="next" and rel="last" from the Link header.
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const links = [];
  if (page < lastPage) {
    links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
  }
  links.push(`</admin/users?page=${lastPage}&per_page=${perPage}>; rel="last"`);
  ctx.json(
    200,
    { users, aud: 'authenticated' },
    {
      ...API_VERSION_HEADERS,
      'x-total-count': String(total),
      link: links.join(', '),
      'access-control-expose-headers': 'x-total-count, link',
    },
  );
}

async function createUser(ctx: RequestContext): Promise<void> {
  requireAdmin(ctx);
  const body = await readJsonObject(ctx);
  const email = requireEmail(body, 'create a user');
  const password = stringField(body, 'password');
  if (password) checkPassword(password);
  const passwordHash = password ? await hash(password, BCRYPT_COST) : null;
  const ban = banUntil(body.ban_duration);
  let created: UserRecord | undefined;
  try {
    created = await ctx.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) throw EMAIL_EXISTS();
      const user = await insertUser(tx, {
        email,
        passwordHash,
        userMetadata: mergeMetadata({}, body.user_metadata),
        confirmed: body.email_confirm === true,
        confirmationTokenHash: null,
      });
      await setUserMetadata(
        tx,
        user.user.id,
        'raw_app_meta_data',
        mergeMetadata(user.user.app_metadata, body.app_metadata),
      );
      if (ban)
        await tx.query('update auth.users set banned_until = $2 where id = $1', [
          user.user.id,
          ban,
        ]);
      return findUserById(tx, user.user.id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw EMAIL_EXISTS();
    throw error;
  }
  if (!created) throw new Error('created user not found');
  ctx.json(200, created.user, API_VERSION_HEADERS);
}

async function getUserById(ctx: RequestContext): Promise<void> {
  requireAdmin(ctx);
  ctx.json(200, (await existingUser(ctx, userIdFromPath(ctx))).user, API_VERSION_HEADERS);
}

async function updateUserById(ctx: RequestContext): Promise<void> {
  requireAdmin(ctx);
  const id = userIdFromPath(ctx);
  const body = await readJsonObject(ctx);
  const record = await existingUser(ctx, id);
  const email =
    typeof body.email === 'string' && body.email ? requireEmail(body, 'update') : undefined;
  const password = typeof body.password === 'string' ? body.password : undefined;
  if (password !== undefined) checkPassword(password);
  const passwordHash = password !== undefined ? await hash(password, BCRYPT_COST) : undefined;
  const ban = banUntil(body.ban_duration);
  let updated: UserRecord | undefined;
  try {
    updated = await ctx.db.transaction(async (tx) => {
      if (email && email !== record.user.email.toLowerCase()) {
        if (await findUserByEmail(tx, email)) throw EMAIL_EXISTS();
        await tx.query('update auth.users set email = $2, updated_at = now() where id = $1', [
          id,
          email,
        ]);
      }
      if (passwordHash) await setPassword(tx, id, passwordHash);
      if (body.email_confirm === true) {
        await tx.query(
          `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
             confirmation_token = null where id = $1`,
          [id],
        );
      }
      if (body.user_metadata !== undefined) {
        await setUserMetadata(
          tx,
          id,
          'raw_user_meta_data',
          mergeMetadata(record.user.user_metadata, body.user_metadata),
        );
      }
      if (body.app_metadata !== undefined) {
        await setUserMetadata(
          tx,
          id,
          'raw_app_meta_data',
          mergeMetadata(record.user.app_metadata, body.app_metadata),
        );
      }
      if (ban !== undefined) {
        await tx.query('update auth.users set banned_until = $2 where id = $1', [id, ban]);
        // A banned user's sessions end with the ban, as GoTrue revokes them.
        if (ban) await tx.query('delete from auth.sessions where user_id = $1', [id]);
      }
      return queryUser(tx, `select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw EMAIL_EXISTS();
    throw error;
  }
  if (!updated) throw new AuthError(404, 'user_not_found', 'User not found');
  ctx.json(200, updated.user, API_VERSION_HEADERS);
}

async function deleteUserById(ctx: RequestContext): Promise<void> {
  requireAdmin(ctx);
  const id = userIdFromPath(ctx);
  await existingUser(ctx, id);
  // Sessions and refresh tokens go with the user (on delete cascade); rows of the app's tables
  // that reference the user follow their own foreign key rules.
  await ctx.db.query('delete from auth.users where id = $1', [id]);
  ctx.json(200, {}, API_VERSION_HEADERS);
}

export const ADMIN_USERS = { GET: listUsers, POST: createUser };
export const ADMIN_USER = { GET: getUserById, PUT: updateUserById, DELETE: deleteUserById };
