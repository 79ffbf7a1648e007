// /storage/v1/bucket[/{id}[/empty]]: storage-api's bucket API, run as the caller's role so the
// policies on storage.buckets decide. The product defines none, so in practice it is the service
// role's (which bypasses row level security); anyone else lists nothing and creates nothing.
import { asRequestRole } from '../db/request-role.ts';
import type { RequestContext } from '../http/context.ts';
import { StorageError, bucketNotFound, invalidBucketName, rlsRefused, sqlState } from './errors.ts';
import { objectFilePath, removeFile } from './files.ts';
import { checkBucketId } from './object-path.ts';
import { readJsonBody } from './request-body.ts';

// node-postgres reads bigint as a string; storage-api answers the limit as a JSON number.
const BUCKET_COLUMNS = `id, name, owner, public, file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at,
  updated_at, 'STANDARD' as type`;
const SORTABLE = new Set(['id', 'name', 'created_at', 'updated_at']);
const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** A bucket's size limit: bytes, or storage-api's "5MB"-style string; null clears it. */
function sizeLimit(value: unknown): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return value;
  const match = typeof value === 'string' ? /^(\d+)\s*(b|kb|mb|gb)?$/i.exec(value.trim()) : null;
  if (!match) {
    throw new StorageError(400, 'InvalidRequest', `Invalid file size limit: ${String(value)}`);
  }
  return Number(match[1]) * (UNITS[(match[2] ?? 'b').toLowerCase()] ?? 1);
}

function mimeTypes(value: unknown): string[] | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    throw new StorageError(400, 'InvalidRequest', 'allowed_mime_types must be an array of strings');
  }
  return value as string[];
}

function asCaller<T>(ctx: RequestContext, sql: string, params: unknown[]): Promise<T[]> {
  return asRequestRole(ctx.db, ctx.claims, async (tx) => (await tx.query<T>(sql, params)).rows);
}

async function listBuckets(ctx: RequestContext): Promise<void> {
  const query = ctx.url.searchParams;
  const limit = Math.min(Number(query.get('limit')) || 1000, 1000);
  const offset = Math.max(Number(query.get('offset')) || 0, 0);
  const sortColumn = SORTABLE.has(query.get('sortColumn') ?? '') ? query.get('sortColumn') : 'name';
  const order = query.get('sortOrder') === 'desc' ? 'desc' : 'asc';
  const rows = await asCaller(
    ctx,
    `select ${BUCKET_COLUMNS} from storage.buckets
     where $1 = '' or name ilike '%' || $1 || '%'
     order by ${sortColumn} ${order} limit $2 offset $3`,
    [query.get('search') ?? '', limit, offset],
  );
  ctx.json(200, rows);
}

async function getBucket(ctx: RequestContext, id: string): Promise<void> {
  const [row] = await asCaller(ctx, `select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [
    id,
  ]);
  if (!row) throw bucketNotFound();
  ctx.json(200, row);
}

async function createBucket(ctx: RequestContext): Promise<void> {
  const body = await readJsonBody(ctx);
  const name = typeof body.name === 'string' ? body.name : '';
  const id = checkBucketId(typeof body.id === 'string' && body.id ? body.id : name);
  try {
    await asCaller(
      ctx,
      `insert into storage.buckets (id, name, owner, public, file_size_limit, allowed_mime_types)
       values ($1, $2, $3::uuid, $4, $5, $6::text[])`,
      [
        id,
        name || id,
        typeof ctx.claims.sub === 'string' ? ctx.claims.sub : null,
        body.public === true,
        sizeLimit(body.file_size_limit) ?? null,
        mimeTypes(body.allowed_mime_types) ?? null,
      ],
    );
  } catch (error) {
    if (sqlState(error) === '23505') {
      throw new StorageError(
        409,
        'Duplicate',
        'The resource already exists',
        'BucketAlreadyExists',
      );
    }
    if (sqlState(error) === '42501') throw rlsRefused();
    throw error;
  }
  ctx.json(200, { name: id });
}

async function updateBucket(ctx: RequestContext, id: string): Promise<void> {
  const body = await readJsonBody(ctx);
  const limit = sizeLimit(body.file_size_limit);
  const types = mimeTypes(body.allowed_mime_types);
  const rows = await asCaller(
    ctx,
    `update storage.buckets set
       public = coalesce($2, public),
       file_size_limit = case when $3 then $4 else file_size_limit end,
       allowed_mime_types = case when $5 then $6::text[] else allowed_mime_types end,
       updated_at = now()
     where id = $1 returning id`,
    [
      id,
      typeof body.public === 'boolean' ? body.public : null,
      limit !== undefined,
      limit ?? null,
      types !== undefined,
      types ?? null,
    ],
  );
  if (!rows[0]) throw bucketNotFound();
  ctx.json(200, { message: 'Successfully updated' });
}

async function emptyBucket(ctx: RequestContext, id: string): Promise<void> {
  const [bucket] = await asCaller(ctx, 'select id from storage.buckets where id = $1', [id]);
  if (!bucket) throw bucketNotFound();
  // Only the objects the caller's delete policy allows go, with their files.
  const removed = await asCaller<{ name: string }>(
    ctx,
    'delete from storage.objects where bucket_id = $1 returning name',
    [id],
  );
  for (const row of removed) {
    await removeFile(objectFilePath(ctx.config.dataDir, { bucket: id, name: row.name }));
  }
  ctx.json(200, { message: 'Successfully emptied' });
}

async function deleteBucket(ctx: RequestContext, id: string): Promise<void> {
  const { rows } = await ctx.db.query(
    'select 1 from storage.objects where bucket_id = $1 limit 1',
    [id],
  );
  if (rows.length > 0) {
    throw new StorageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty');
  }
  const deleted = await asCaller(ctx, 'delete from storage.buckets where id = $1 returning id', [
    id,
  ]);
  if (!deleted[0]) throw bucketNotFound();
  ctx.json(200, { message: 'Successfully deleted' });
}

/** Routes /bucket paths; undefined when the path is not the bucket API's. */
export function bucketRoute(ctx: RequestContext): (() => Promise<void>) | undefined {
  const match = /^\/bucket(?:\/([^/]+))?(\/empty)?\/?$/.exec(ctx.path);
  if (!match) return undefined;
  let id: string | undefined;
  try {
    id = match[1] === undefined ? undefined : checkBucketId(decodeURIComponent(match[1]));
  } catch {
    throw invalidBucketName();
  }
  const { method } = ctx;
  if (id === undefined) {
    if (method === 'GET') return () => listBuckets(ctx);
    if (method === 'POST') return () => createBucket(ctx);
  } else if (match[2]) {
    if (method === 'POST') return () => emptyBucket(ctx, id);
  } else {
    if (method === 'GET') return () => getBucket(ctx, id);
    if (method === 'PUT') return () => updateBucket(ctx, id);
    if (method === 'DELETE') return () => deleteBucket(ctx, id);
  }
  return undefined;
}
