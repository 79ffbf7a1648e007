// GET/HEAD /storage/v1/object/public/{bucket}/{name} (public buckets, no policy needed) and
// /object/authenticated/{bucket}/{name} or /object/{bucket}/{name} (the caller's select policy decides).
import { asRequestRole } from '../db/request-role.ts';
import { header, type RequestContext } from '../http/context.ts';
import { findBucket } from './buckets.ts';
import { objectNotFound } from './errors.ts';
import { objectFilePath, readObjectFile } from './files.ts';
import type { ObjectRef } from './object-path.ts';

export interface StoredMetadata {
  mimetype?: unknown;
  cacheControl?: unknown;
  eTag?: unknown;
  lastModified?: unknown;
}

/** Sends an object's bytes with its stored headers; `attachment` names a download (signed URLs). */
export async function sendObject(
  ctx: RequestContext,
  ref: ObjectRef,
  metadata: StoredMetadata | null,
  attachment?: string,
): Promise<void> {
  const bytes = await readObjectFile(objectFilePath(ctx.config.dataDir, ref));
  if (!bytes) throw objectNotFound();
  const text = (value: unknown, fallback: string) =>
    typeof value === 'string' && value ? value : fallback;
  const etag = text(metadata?.eTag, '');
  const headers: Record<string, string> = {
    'content-type': text(metadata?.mimetype, 'application/octet-stream'),
    'cache-control': text(metadata?.cacheControl, 'max-age=3600'),
    // The stored type is what the bytes were checked against; browsers must not guess another.
    'x-content-type-options': 'nosniff',
  };
  if (etag) headers.etag = etag;
  if (attachment !== undefined) {
    headers['content-disposition'] =
      `attachment; filename*=UTF-8''${encodeURIComponent(attachment)}`;
  }
  const lastModified = Date.parse(text(metadata?.lastModified, ''));
  if (!Number.isNaN(lastModified)) headers['last-modified'] = new Date(lastModified).toUTCString();
  const ifNoneMatch = header(ctx.req, 'if-none-match');
  if (etag && ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    ctx.send(304, undefined, headers);
    return;
  }
  headers['content-length'] = String(bytes.length);
  ctx.send(200, ctx.method === 'HEAD' ? undefined : bytes, headers);
}

export async function downloadPublic(ctx: RequestContext, ref: ObjectRef): Promise<void> {
  const bucket = await findBucket(ctx.db, ref.bucket);
  // A private bucket answers exactly like a missing object: nothing to learn from probing.
  if (!bucket.public) throw objectNotFound();
  const { rows } = await ctx.db.query<{ metadata: StoredMetadata | null }>(
    'select metadata from storage.objects where bucket_id = $1 and name = $2',
    [ref.bucket, ref.name],
  );
  if (!rows[0]) throw objectNotFound();
  await sendObject(ctx, ref, rows[0].metadata);
}

export async function downloadAuthorised(ctx: RequestContext, ref: ObjectRef): Promise<void> {
  await findBucket(ctx.db, ref.bucket);
  const rows = await asRequestRole(ctx.db, ctx.claims, async (tx) => {
    const result = await tx.query<{ metadata: StoredMetadata | null }>(
      'select metadata from storage.objects where bucket_id = $1 and name = $2',
      [ref.bucket, ref.name],
    );
    return result.rows;
  });
  if (!rows[0]) throw objectNotFound();
  await sendObject(ctx, ref, rows[0].metadata);
}
