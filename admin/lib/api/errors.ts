import { adminText } from '../i18n/admin-text.ts';
import { databaseMessage, type BackendError } from './database-message.ts';

// One place that turns whatever a backend call failed with into the text the user is shown.
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  if (typeof error === 'string' && error) return error;
  return adminText().common.unexpectedError;
}

/** Thrown by api/ functions with the text the user is shown. */
export class ApiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Every api/ function turns a supabase-js `{ error }` into a thrown ApiError the same way: a refusal
 * of the database in the screen's language (databaseMessage), anything else as the backend said it.
 */
export function throwIfError(error: BackendError | null): asserts error is null {
  if (error) throw new ApiError(databaseMessage(error));
}
