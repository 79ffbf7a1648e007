import { adminText } from '../i18n/admin-text.ts';

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

/** Thrown by api/ functions so callers get the backend's own message. */
export class ApiError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Every api/ function turns a supabase-js `{ error }` into a thrown ApiError the same way. */
export function throwIfError(error: { message: string } | null): void {
  if (error) throw new ApiError(error.message);
}
