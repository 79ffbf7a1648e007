// /storage/v1: the storage-api endpoints storage-js calls: objects (upload, download, list, remove,
// move, copy, info, signed URLs) and buckets.
import type { Handler, RequestContext } from '../http/context.ts';
import { downloadAuthorised, downloadPublic } from './download.ts';
import { invalidBucketName, StorageError, sendStorageError } from './errors.ts';
import { bucketRoute } from './bucket-api.ts';
import { objectInfo } from './info.ts';
import { listObjects } from './list.ts';
import { copyObject, moveObject } from './move-copy.ts';
import { createSignedUrl, createSignedUrls, downloadSigned } from './sign.ts';
import { parseObjectRef } from './object-path.ts';
import { removeObjects } from './remove.ts';
import { upload } from './upload.ts';

// Fastify's own answer for an unknown route in storage-api: a real 404.
const notFound = () => new StorageError(404, 'Not Found', 'Route not found', 'NotFound', 404);

function decodedBucket(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw invalidBucketName();
  }
}

async function route(ctx: RequestContext): Promise<void> {
  const match = /^\/object\/(.+)$/.exec(ctx.path);
  const bucketApi = match ? undefined : bucketRoute(ctx);
  if (!match?.[1] && !bucketApi) throw notFound();
  const rest = match?.[1] ?? '';
  const read = ctx.method === 'GET' || ctx.method === 'HEAD';

  if (read && rest.startsWith('public/')) {
    return downloadPublic(ctx, parseObjectRef(rest.slice('public/'.length)));
  }
  // A signed URL's token is its whole authorisation.
  if (read && rest.startsWith('sign/')) {
    return downloadSigned(ctx, parseObjectRef(rest.slice('sign/'.length)));
  }
  // Everything else acts as the caller: a bad or expired token is refused, not downgraded to anon.
  if (ctx.claimsError)
    throw new StorageError(403, 'Unauthorized', ctx.claimsError.message, 'AccessDenied');
  if (bucketApi) return bucketApi();
  if (ctx.method === 'POST' && rest.startsWith('sign/')) {
    const target = rest.slice('sign/'.length).replace(/\/+$/, '');
    if (!target.includes('/')) return createSignedUrls(ctx, decodedBucket(target));
    return createSignedUrl(ctx, parseObjectRef(target));
  }
  if (ctx.method === 'POST' && rest === 'move') return moveObject(ctx);
  if (ctx.method === 'POST' && rest === 'copy') return copyObject(ctx);
  if (read && rest.startsWith('info/')) {
    const target = rest.slice('info/'.length).replace(/^(public|authenticated)\//, '');
    return objectInfo(ctx, parseObjectRef(target));
  }
  if (read && rest.startsWith('authenticated/')) {
    return downloadAuthorised(ctx, parseObjectRef(rest.slice('authenticated/'.length)));
  }
  if (read) return downloadAuthorised(ctx, parseObjectRef(rest));
  if (ctx.method === 'POST' && rest.startsWith('list/')) {
    return listObjects(ctx, decodedBucket(rest.slice('list/'.length).replace(/\/+$/, '')));
  }
  if (ctx.method === 'POST') return upload(ctx, parseObjectRef(rest), 'create');
  if (ctx.method === 'PUT') return upload(ctx, parseObjectRef(rest), 'update');
  if (ctx.method === 'DELETE' && !rest.replace(/\/+$/, '').includes('/')) {
    return removeObjects(ctx, decodedBucket(rest.replace(/\/+$/, '')));
  }
  throw notFound();
}

export const handleStorage: Handler = async (ctx) => {
  try {
    await route(ctx);
  } catch (error) {
    if (error instanceof StorageError) return sendStorageError(ctx, error);
    console.error('[storage]', error);
    sendStorageError(
      ctx,
      new StorageError(500, 'Internal', 'Internal Server Error', 'InternalError'),
    );
  }
};
