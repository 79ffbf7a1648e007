// POST /object/move and /object/copy {bucketId, sourceKey, destinationKey, destinationBucket}, as
// the caller's role: move needs the update (and select) policy for the old and the new name, copy
// the select policy on the source and the insert policy on the destination, as on Supabase.
import { randomUUID } from 'node:crypto';
import { copyFile, rename, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { asRequestRole } from '../db/request-role.ts';
import type { RequestContext } from '../http/context.ts';
import { findBucket } from './buckets.ts';
import { objectExists, objectNotFound, quotaRefused, rlsRefused, sqlState } from './errors.ts';
import { moveIntoPlace, objectFilePath, removeFile, storageRoot } from './files.ts';
import { checkBucketId, checkObjectName, type ObjectRef } from './object-path.ts';
import { readJsonBody, requiredString } from './request-body.ts';
import { ownerOf } from './upload.ts';

async function endpoints(ctx: RequestContext): Promise<{ from: ObjectRef; to: ObjectRef }> {
  const body = await readJsonBody(ctx);
  const bucket = checkBucketId(requiredString(body, 'bucketId'));
  const destination =
    typeof body.destinationBucket === 'string' && body.destinationBucket
      ? checkBucketId(body.destinationBucket)
      : bucket;
  const from = { bucket, name: checkObjectName(requiredString(body, 'sourceKey')) };
  const to = { bucket: destination, name: checkObjectName(requiredString(body, 'destinationKey')) };
  await findBucket(ctx.db, from.bucket);
  if (to.bucket !== from.bucket) await findBucket(ctx.db, to.bucket);
  return { from, to };
}

function refused(error: unknown): unknown {
  const state = sqlState(error);
  if (state === '23505') return objectExists();
  if (state === '42501') return rlsRefused();
  return quotaRefused(error) ?? error;
}

export async function moveObject(ctx: RequestContext): Promise<void> {
  const { from, to } = await endpoints(ctx);
  try {
    await asRequestRole(ctx.db, ctx.claims, async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
         where bucket_id = $1 and name = $2 returning id`,
        [from.bucket, from.name, to.bucket, to.name],
      );
      if (!rows[0]) throw objectNotFound();
      // The policies allowed it: move the file just before commit, as uploads place theirs.
      const target = objectFilePath(ctx.config.dataDir, to);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(objectFilePath(ctx.config.dataDir, from), target);
    });
  } catch (error) {
    throw refused(error);
  }
  ctx.json(200, { message: 'Successfully moved' });
}

export async function copyObject(ctx: RequestContext): Promise<void> {
  const { from, to } = await endpoints(ctx);
  const temp = path.join(storageRoot(ctx.config.dataDir), '.tmp', randomUUID());
  let id: string;
  try {
    id = await asRequestRole(ctx.db, ctx.claims, async (tx) => {
      const { rows } = await tx.query<{ metadata: unknown; user_metadata: unknown }>(
        'select metadata, user_metadata from storage.objects where bucket_id = $1 and name = $2',
        [from.bucket, from.name],
      );
      const source = rows[0];
      if (!source) throw objectNotFound();
      const newId = randomUUID();
      const owner = ownerOf(ctx);
      await tx.query(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
         values ($1, $2, $3, $4::uuid, $4, $5::jsonb, $6::jsonb, $7)`,
        [
          newId,
          to.bucket,
          to.name,
          owner,
          JSON.stringify(source.metadata),
          source.user_metadata === null ? null : JSON.stringify(source.user_metadata),
          randomUUID(),
        ],
      );
      await mkdir(path.dirname(temp), { recursive: true });
      await copyFile(objectFilePath(ctx.config.dataDir, from), temp);
      await moveIntoPlace(temp, objectFilePath(ctx.config.dataDir, to));
      return newId;
    });
  } catch (error) {
    await removeFile(temp);
    throw refused(error);
  }
  ctx.json(200, { Id: id, Key: `${to.bucket}/${to.name}` });
}
