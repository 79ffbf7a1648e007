// Supabase storage-api's error JSON (src/internal/errors, src/http/error-handler.ts): the HTTP
// status is 400 for every refusal (500 for a failure of the server), and the body carries the
// status storage means as `statusCode`, the machine `code` (NoSuchKey, NoSuchBucket, ...), the older
// `error` name and the `message`. storage-js exposes them as error.status, error.statusCode,
// error.code and error.message.
import type { RequestContext } from '../http/context.ts';

export class StorageError extends Error {
  /**
   * @param status the status storage-api names in `statusCode`
   * @param error storage-api's older error name (the code itself where it has none)
   * @param code storage-api's ErrorCode; the `error` name unless given
   * @param httpStatus the HTTP status when it is not storage-api's usual 400/500
   */
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly code: string = error,
    readonly httpStatus: number = status >= 500 ? 500 : 400,
  ) {
    super(message);
  }
}

export function sendStorageError(ctx: RequestContext, error: StorageError): void {
  ctx.json(error.httpStatus, {
    statusCode: String(error.status),
    code: error.code,
    error: error.error,
    message: error.message,
  });
}

export const bucketNotFound = () =>
  new StorageError(404, 'Bucket not found', 'Bucket not found', 'NoSuchBucket');
export const objectNotFound = () =>
  new StorageError(404, 'not_found', 'Object not found', 'NoSuchKey');
export const rlsRefused = () =>
  new StorageError(
    403,
    'Unauthorized',
    'new row violates row-level security policy',
    'AccessDenied',
  );
export const objectExists = () =>
  new StorageError(409, 'Duplicate', 'The resource already exists', 'KeyAlreadyExists');
export const invalidBucketName = (message = 'Bucket name invalid') =>
  new StorageError(400, 'Invalid Input', message, 'InvalidBucketName');

/** The Postgres SQLSTATE of a failed query, when there is one. */
export function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * The owner's storage quota is full: the insert or update policy's storage_quota_allows raised
 * (supabase/migrations/20261126190000_database-limits.sql). The database's English text says how
 * much is used; the admin app translates by the `error` code.
 */
export function quotaRefused(error: unknown): StorageError | undefined {
  if (sqlState(error) !== '53400') return undefined;
  const message = error instanceof Error ? error.message : 'Storage quota exceeded';
  return new StorageError(413, 'storage_quota_exceeded', message);
}
