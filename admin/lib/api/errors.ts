// The admin app's one error shape. An api/ function never throws text: it throws an ApiError holding
// what failed (the database's, auth's or storage's own refusal, or one of the app's own codes), and
// the screen turns it into text in its language with errorText() when it shows it. A
// language switch therefore re-translates an error already on screen, and the data layer needs no
// language at all.
import { isAuthError } from '@supabase/supabase-js';
import type { Lang } from '../../../shared/domain/i18n.ts';
import { adminDictionaries } from '../i18n/admin-text.ts';
import { problemText } from '../i18n/problem-text.ts';
import { authErrorMessage, type AuthFailure } from './auth-error-message.ts';
import { databaseMessage, type BackendError } from './database-message.ts';
import { storageErrorMessage } from './storage-message.ts';

/** What the app itself refuses or reports, with the text each code is shown as. */
const appTexts = {
  unexpected: (lang: Lang) => adminDictionaries[lang].common.unexpectedError,
  business_not_found: (lang: Lang) => adminDictionaries[lang].banner.businessNotFound,
  profile_not_found: (lang: Lang) => adminDictionaries[lang].profile.notFound,
  category_name_required: (lang: Lang) => problemText({ code: 'category_name_required' }, lang),
  category_not_found: (lang: Lang) => adminDictionaries[lang].menu.categoryNotFound,
  category_not_saved: (lang: Lang) => adminDictionaries[lang].menu.categoryNotSaved,
  categories_not_loaded: (lang: Lang) => adminDictionaries[lang].menu.failedToLoadCategories,
  item_not_found: (lang: Lang) => adminDictionaries[lang].menu.itemNotFound,
  item_not_updated: (lang: Lang) => adminDictionaries[lang].superadmin.notUpdated,
  item_not_deleted: (lang: Lang) => adminDictionaries[lang].superadmin.notDeleted,
  choice_not_found: (lang: Lang) => adminDictionaries[lang].options.choiceNotFound,
  image_upload_failed: (lang: Lang) => adminDictionaries[lang].menu.imageUploadFailed,
  image_only: (lang: Lang) => problemText({ code: 'image_only' }, lang),
  image_unreadable: (lang: Lang) => adminDictionaries[lang].menu.imageUnreadable,
  image_cannot_resize: (lang: Lang) => adminDictionaries[lang].menu.cannotResize,
  not_signed_in: (lang: Lang) => adminDictionaries[lang].menu.notAuthenticated,
  network: (lang: Lang) => adminDictionaries[lang].menu.networkError,
  reauthentication_code_invalid: (lang: Lang) =>
    adminDictionaries[lang].reauthentication.invalidCode,
  reauthentication_needed: (lang: Lang) => adminDictionaries[lang].reauthentication.needed,
  recovery_link_missing: (lang: Lang) => adminDictionaries[lang].account.resetNoLink,
} satisfies Record<string, (lang: Lang) => string>;

export type AppCode = keyof typeof appTexts;

/** What failed, kept as the backend or the app said it so it can be shown in any language. */
export type Failure =
  | { kind: 'database'; error: BackendError }
  | { kind: 'auth'; error: AuthFailure }
  | { kind: 'storage'; body: string; status: number }
  | { kind: 'app'; code: AppCode };

/** Thrown by every api/ function: what failed, not yet a text. */
export class ApiError extends Error {
  readonly failure: Failure;
  constructor(failure: Failure) {
    super(failureText(failure, 'en'));
    this.name = 'ApiError';
    this.failure = failure;
  }
}

function failureText(failure: Failure, lang: Lang): string {
  switch (failure.kind) {
    case 'database':
      return databaseMessage(failure.error, lang);
    case 'auth':
      return authErrorMessage(failure.error, lang);
    case 'storage':
      return storageErrorMessage(failure.body, failure.status, lang);
    case 'app':
      return appTexts[failure.code](lang);
  }
}

/**
 * The one way an api/ function reports a supabase-js `{ error }` (PostgREST, rpc or auth): it throws
 * an ApiError that keeps the refusal, or returns when there is none.
 */
export function throwIfError(error: BackendError | AuthFailure | null): asserts error is null {
  if (!error) return;
  if (isAuthError(error)) throw new ApiError({ kind: 'auth', error });
  throw new ApiError({ kind: 'database', error: error as BackendError });
}

/** Throws one of the app's own codes (a row that is not there, an upload that did not finish). */
export function fail(code: AppCode): never {
  throw new ApiError({ kind: 'app', code });
}

/** The text the user is shown for whatever a call failed with, in the given language. */
export function errorText(error: unknown, lang: Lang): string {
  if (error instanceof ApiError) return failureText(error.failure, lang);
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  if (typeof error === 'string' && error) return error;
  return appTexts.unexpected(lang);
}
