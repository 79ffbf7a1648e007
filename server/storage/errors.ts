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
