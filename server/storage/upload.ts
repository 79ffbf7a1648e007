// POST (create, or upsert with x-upsert: true) and PUT (replace) /storage/v1/object/{bucket}/{name}.
// The object row is written as the caller's role, so storage.objects policies decide; the bytes are
// checked against the bucket's size and mime rules; the file is moved into place just before commit.
import { createHash, randomUUID } from 'node:crypto';
import { asRequestRole } from '../db/request-role.ts';
import { BodyTooLargeError, header, type RequestContext } from '../http/context.ts';
import { findBucket, type Bucket } from './buckets.ts';
import {
  StorageError,
  objectExists,
  objectNotFound,
  quotaRefused,
  rlsRefused,
  sqlState,
} from './errors.ts';
import { moveIntoPlace, objectFilePath, removeFile, writeTemp } from './files.ts';
import type { ObjectRef } from './object-path.ts';
import { SNIFFABLE_TYPES, baseMimeType, mimeAllowed, sniffType } from './sniff.ts';
import { parseJson } from '../http/json.ts';

/** storage-api's default FILE_SIZE_LIMIT when a bucket sets none. */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
const DEFAULT_CACHE_CONTROL = 'max-age=3600';
// File system refusals of the object name itself (a file where a folder must go, a too-long part).
const UNPLACEABLE = new Set(['EEXIST', 'ENOTDIR', 'EISDIR', 'ENOTEMPTY', 'ENAMETOOLONG']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Upload {
  bytes: Uint8Array;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

/** The object owner a write records: the caller's user id, none for anon and the service key. */
export function ownerOf(ctx: RequestContext): string | null {
  return typeof ctx.claims.sub === 'string' && UUID.test(ctx.claims.sub) ? ctx.claims.sub : null;
}

const tooLarge = () =>
  new StorageError(
    413,
    'Payload too large',
    'The object exceeded the maximum allowed size',
    'EntityTooLarge',
  );

function parseJsonObject(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const value: unknown = parseJson(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    throw new StorageError(400, 'InvalidRequest', 'metadata must be a JSON object');
  }
}

async function readUpload(ctx: RequestContext, bucket: Bucket): Promise<Upload> {
  const limit = Math.min(bucket.fileSizeLimit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);
  let body: Buffer;
  try {
    // Room for multipart framing; the file itself is measured exactly below.
    body = await ctx.readBody(limit + 64 * 1024);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw tooLarge();
    throw error;
  }
  const contentType = header(ctx.req, 'content-type') ?? '';
  if (/^multipart\/form-data/i.test(contentType)) {
    // undici's multipart parser, the same one fetch uses: what storage-js's FormData sends.
    let form: FormData;
    try {
      form = await new Request('http://storage.local/', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: new Uint8Array(body),
      }).formData();
    } catch {
      throw new StorageError(400, 'InvalidRequest', 'Could not parse the multipart body');
    }
    const file = [...form.values()].find((value): value is File => typeof value !== 'string');
    if (!file) throw new StorageError(400, 'InvalidRequest', 'No file in the multipart body');
    const cacheControl = form.get('cacheControl');
    const metadata = form.get('metadata');
    return {
      bytes: new Uint8Array(await file.arrayBuffer()),
      mimetype: file.type || 'application/octet-stream',
      cacheControl:
        typeof cacheControl === 'string' && /^\d+$/.test(cacheControl)
          ? `max-age=${cacheControl}`
          : DEFAULT_CACHE_CONTROL,
      userMetadata: parseJsonObject(typeof metadata === 'string' ? metadata : null),
    };
  }
  const encodedMetadata = header(ctx.req, 'x-metadata');
  return {
    bytes: body,
    mimetype: contentType || 'application/octet-stream',
    cacheControl: header(ctx.req, 'cache-control') || DEFAULT_CACHE_CONTROL,
    userMetadata: parseJsonObject(
      encodedMetadata ? Buffer.from(encodedMetadata, 'base64').toString('utf8') : null,
    ),
  };
}

/** The bucket's rules, judged on the bytes: size, then the declared type against the content. */
export function checkUpload(bucket: Bucket, bytes: Uint8Array, declaredType: string): string {
  const limit = Math.min(bucket.fileSizeLimit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT);
  if (bytes.length > limit) throw tooLarge();
  const declared = baseMimeType(declaredType);
  const sniffed = sniffType(bytes);
  const allowed = bucket.allowedMimeTypes;
  if (SNIFFABLE_TYPES.has(declared) && sniffed !== declared) {
    throw new StorageError(
      415,
      'invalid_mime_type',
      `mime type ${declared} does not match the file's content`,
      'InvalidMimeType',
    );
  }
  if (allowed && !mimeAllowed(declared, allowed)) {
    throw new StorageError(
      415,
      'invalid_mime_type',
      `mime type ${declared} is not supported`,
      'InvalidMimeType',
    );
  }
  return declared;
}

export async function upload(
  ctx: RequestContext,
  ref: ObjectRef,
  mode: 'create' | 'update',
): Promise<void> {
  const bucket = await findBucket(ctx.db, ref.bucket);
  const input = await readUpload(ctx, bucket);
  const mimetype = checkUpload(bucket, input.bytes, input.mimetype);
  const upsert = mode === 'create' && header(ctx.req, 'x-upsert')?.toLowerCase() === 'true';
  const now = new Date().toISOString();
  const metadata = {
    eTag: `"${createHash('md5').update(input.bytes).digest('hex')}"`,
    size: input.bytes.length,
    mimetype,
    cacheControl: input.cacheControl,
    lastModified: now,
    contentLength: input.bytes.length,
    httpStatusCode: 200,
  };
  const sub = ownerOf(ctx);
  const id = randomUUID();
  const params = [
    id,
    ref.bucket,
    ref.name,
    sub,
    JSON.stringify(metadata),
    input.userMetadata ? JSON.stringify(input.userMetadata) : null,
    randomUUID(),
  ];

  const target = objectFilePath(ctx.config.dataDir, ref);
  const temp = await writeTemp(ctx.config.dataDir, input.bytes);
  let objectId: string;
  try {
    objectId = await asRequestRole(ctx.db, ctx.claims, async (tx) => {
      // No RETURNING on insert: like storage-api, a plain upload needs only the insert policy.
      if (mode === 'update') {
        const updated = await tx.query(
          `update storage.objects set owner = $3::uuid, owner_id = $3, metadata = $4::jsonb,
             user_metadata = $5::jsonb, version = $6, updated_at = now(), last_accessed_at = now()
           where bucket_id = $1 and name = $2`,
          params.slice(1),
        );
        if (updated.rowCount === 0) throw objectNotFound();
      } else if (upsert) {
        await tx.query(
          `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
           values ($1, $2, $3, $4::uuid, $4, $5::jsonb, $6::jsonb, $7)
           on conflict (bucket_id, name) do update set owner = excluded.owner,
             owner_id = excluded.owner_id, metadata = excluded.metadata,
             user_metadata = excluded.user_metadata, version = excluded.version,
             updated_at = now(), last_accessed_at = now()`,
          params,
        );
      } else {
        await tx.query(
          `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
           values ($1, $2, $3, $4::uuid, $4, $5::jsonb, $6::jsonb, $7)`,
          params,
        );
      }
      // Upsert and update already needed the select policy (as on Supabase), so this is visible.
      const stored =
        mode === 'create' && !upsert
          ? id
          : ((
              await tx.query<{ id: string }>(
                'select id from storage.objects where bucket_id = $1 and name = $2',
                [ref.bucket, ref.name],
              )
            ).rows[0]?.id ?? id);
      // The policies allowed the write: place the file just before commit, so a file that cannot
      // be placed (a name clashing with a folder, too long for the disk) leaves no row behind.
      await moveIntoPlace(temp, target);
      return stored;
    });
  } catch (error) {
    await removeFile(temp);
    const state = sqlState(error);
    if (state === '23505') throw objectExists();
    if (state === '42501') throw rlsRefused();
    const overQuota = quotaRefused(error);
    if (overQuota) throw overQuota;
    if (state && UNPLACEABLE.has(state))
      throw new StorageError(400, 'InvalidKey', `Invalid key: ${ref.name}`);
    throw error;
  }
  ctx.json(200, { Id: objectId, Key: `${ref.bucket}/${ref.name}` });
}
