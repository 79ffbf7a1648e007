// Signed URLs, as storage-api makes them: POST /object/sign/{bucket}/{name} {expiresIn} (and the
// batch form POST /object/sign/{bucket} {expiresIn, paths}) answer `/object/sign/...?token=JWT`;
// GET on that URL serves the object to anyone holding the token until it expires. Signing needs
// the caller's select policy to see the object, so a signed URL never leaks what they cannot read.
import { errors, jwtVerify, SignJWT } from 'jose';
import { asRequestRole } from '../db/request-role.ts';
import type { RequestContext } from '../http/context.ts';
import { findBucket } from './buckets.ts';
import { sendObject, type StoredMetadata } from './download.ts';
import { StorageError, objectNotFound } from './errors.ts';
import { checkBucketId, checkObjectName, type ObjectRef } from './object-path.ts';
import { readJsonBody } from './request-body.ts';

const secretOf = (ctx: RequestContext) => new TextEncoder().encode(ctx.config.jwtSecret);

function expiresInOf(body: Record<string, unknown>): number {
  const expiresIn = Number(body.expiresIn);
  if (!Number.isFinite(expiresIn) || expiresIn < 1) {
    throw new StorageError(400, 'InvalidRequest', 'body/expiresIn must be >= 1');
  }
  return Math.floor(expiresIn);
}

async function signedPath(ctx: RequestContext, ref: ObjectRef, expiresIn: number): Promise<string> {
  const url = `${ref.bucket}/${ref.name}`;
  const token = await new SignJWT({ url })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresIn)
    .sign(secretOf(ctx));
  return `/object/sign/${url.split('/').map(encodeURIComponent).join('/')}?token=${token}`;
}

/** The names among `names` the caller's select policy lets them see in the bucket. */
async function visibleNames(ctx: RequestContext, bucket: string, names: string[]) {
  return asRequestRole(ctx.db, ctx.claims, async (tx) => {
    const { rows } = await tx.query<{ name: string }>(
      'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
      [bucket, names],
    );
    return new Set(rows.map((r) => r.name));
  });
}

export async function createSignedUrl(ctx: RequestContext, ref: ObjectRef): Promise<void> {
  const expiresIn = expiresInOf(await readJsonBody(ctx));
  await findBucket(ctx.db, ref.bucket);
  if (!(await visibleNames(ctx, ref.bucket, [ref.name])).has(ref.name)) throw objectNotFound();
  ctx.json(200, { signedURL: await signedPath(ctx, ref, expiresIn) });
}

export async function createSignedUrls(ctx: RequestContext, bucketId: string): Promise<void> {
  const body = await readJsonBody(ctx);
  const expiresIn = expiresInOf(body);
  const bucket = await findBucket(ctx.db, checkBucketId(bucketId));
  const paths = body.paths;
  if (!Array.isArray(paths) || paths.length === 0 || paths.length > 1000) {
    throw new StorageError(400, 'InvalidRequest', 'body/paths must be an array of 1 to 1000 names');
  }
  const names = paths.map((p) => (typeof p === 'string' ? p.replace(/^\/+/, '') : ''));
  const visible = await visibleNames(ctx, bucket.id, names);
  const answers = [];
  for (const name of names) {
    answers.push(
      visible.has(name)
        ? {
            error: null,
            path: name,
            signedURL: await signedPath(ctx, { bucket: bucket.id, name }, expiresIn),
          }
        : {
            error: 'Either the object does not exist or you do not have access to it',
            path: name,
            signedURL: null,
          },
    );
  }
  ctx.json(200, answers);
}

/** GET /object/sign/{bucket}/{name}?token=...: the token alone authorises; no API key needed. */
export async function downloadSigned(ctx: RequestContext, ref: ObjectRef): Promise<void> {
  const token = ctx.url.searchParams.get('token');
  if (!token) throw new StorageError(400, 'InvalidSignature', 'Missing token');
  let url: unknown;
  try {
    ({
      payload: { url },
    } = await jwtVerify(token, secretOf(ctx), { algorithms: ['HS256'] }));
  } catch (error) {
    const expired = error instanceof errors.JWTExpired;
    throw new StorageError(400, 'InvalidJWT', expired ? 'jwt expired' : 'invalid signature');
  }
  if (url !== `${ref.bucket}/${checkObjectName(ref.name)}`) {
    throw new StorageError(400, 'InvalidSignature', 'The url do not match the signature');
  }
  const { rows } = await ctx.db.query<{ metadata: StoredMetadata | null }>(
    'select metadata from storage.objects where bucket_id = $1 and name = $2',
    [ref.bucket, ref.name],
  );
  if (!rows[0]) throw objectNotFound();
  const download = ctx.url.searchParams.get('download');
  const attachment =
    download === null ? undefined : download || (ref.name.split('/').pop() ?? ref.name);
  await sendObject(ctx, ref, rows[0].metadata, attachment);
}
