// GET /object/info/{bucket}/{name}: an object's details (storage-js `info`), as the caller's role.
import { asRequestRole } from '../db/request-role.ts';
import type { RequestContext } from '../http/context.ts';
import { findBucket } from './buckets.ts';
import { objectNotFound } from './errors.ts';
import type { ObjectRef } from './object-path.ts';

interface InfoRow {
  id: string;
  name: string;
  version: string | null;
  bucket_id: string;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
}

export async function objectInfo(ctx: RequestContext, ref: ObjectRef): Promise<void> {
  await findBucket(ctx.db, ref.bucket);
  const rows = await asRequestRole(ctx.db, ctx.claims, async (tx) => {
    const result = await tx.query<InfoRow>(
      `select id, name, version, bucket_id, metadata, user_metadata, created_at, updated_at
       from storage.objects where bucket_id = $1 and name = $2`,
      [ref.bucket, ref.name],
    );
    return result.rows;
  });
  const row = rows[0];
  if (!row) throw objectNotFound();
  ctx.json(200, {
    id: row.id,
    version: row.version,
    name: row.name,
    bucket_id: row.bucket_id,
    size: row.metadata?.size ?? null,
    content_type: row.metadata?.mimetype ?? null,
    cache_control: row.metadata?.cacheControl ?? null,
    etag: row.metadata?.eTag ?? null,
    metadata: row.user_metadata,
    last_modified: new Date(row.updated_at).toISOString(),
    created_at: new Date(row.created_at).toISOString(),
  });
}
