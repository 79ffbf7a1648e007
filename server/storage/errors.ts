// Supabase storage-api's error JSON: {statusCode, error, message}; storage-js shows `message`.
import type { RequestContext } from '../http/context.ts';

export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }
}

export function sendStorageError(ctx: RequestContext, error: StorageError): void {
  ctx.json(error.status, {
    statusCode: String(error.status),
    error: error.error,
    message: error.message,
  });
}

export const bucketNotFound = () => new StorageError(404, 'Bucket not found', 'Bucket not found');
export const objectNotFound = () => new StorageError(404, 'not_found', 'Object not found');
export const rlsRefused = () =>
  new StorageError(403, 'Unauthorized', 'new row violates row-level security policy');

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
