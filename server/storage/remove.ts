// DELETE /storage/v1/object/{bucket} {"prefixes": [...]}: deletes, as the caller's role, the rows the
// delete (and select) policies allow, then their files; answers the removed objects.
import { asRequestRole } from '../db/request-role.ts';
import type { RequestContext } from '../http/context.ts';
import { findBucket } from './buckets.ts';
import { StorageError, rlsRefused, sqlState } from './errors.ts';
import { objectFilePath, removeFile } from './files.ts';
import { checkBucketId, checkObjectName } from './object-path.ts';
import { parseJson } from '../http/json.ts';

const MAX_PREFIXES = 1000;

async function readPrefixes(ctx: RequestContext): Promise<string[]> {
  const invalid = () =>
    new StorageError(400, 'InvalidRequest', 'body must have a "prefixes" array of object names');
  let body: unknown;
  try {
    body = parseJson((await ctx.readBody(1024 * 1024)).toString('utf8'));
  } catch {
    throw invalid();
  }
  const prefixes = (body as { prefixes?: unknown } | null)?.prefixes;
  if (!Array.isArray(prefixes) || prefixes.length === 0 || prefixes.length > MAX_PREFIXES) {
    throw invalid();
  }
  return prefixes.map((prefix) => {
    if (typeof prefix !== 'string') throw invalid();
    return checkObjectName(prefix.replace(/^\/+/, ''));
  });
}

export async function removeObjects(ctx: RequestContext, bucketId: string): Promise<void> {
  const bucket = await findBucket(ctx.db, checkBucketId(bucketId));
  const names = await readPrefixes(ctx);
  let removed: Record<string, unknown>[];
  try {
    removed = await asRequestRole(ctx.db, ctx.claims, async (tx) => {
      const { rows } = await tx.query<Record<string, unknown>>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
         returning id, bucket_id, name, owner, owner_id, metadata, user_metadata, version,
           created_at, updated_at, last_accessed_at`,
        [bucket.id, names],
      );
      return rows;
    });
  } catch (error) {
    if (sqlState(error) === '42501') throw rlsRefused();
    throw error;
  }
  for (const row of removed) {
    await removeFile(
      objectFilePath(ctx.config.dataDir, { bucket: bucket.id, name: String(row.name) }),
    );
  }
  ctx.json(200, removed);
}
