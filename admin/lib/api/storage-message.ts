// What the user reads when storage refuses an upload, in the screen's language. storage-api answers
// HTTP 400 with {statusCode, code, error, message}: statusCode is the status it means (413, 415,
// 403, ...), code its machine code (EntityTooLarge, InvalidMimeType, ...) and error an older name;
// the text is chosen by the code or the error name (and the meant status), and only an unknown one
// keeps storage's own English message.
import type { Lang } from '../../../shared/domain/i18n.ts';
import { adminDictionaries } from '../i18n/admin-text.ts';
import { problemText } from '../i18n/problem-text.ts';

const byCode: Record<string, (lang: Lang) => string> = {
  'Payload too large': (lang) => adminDictionaries[lang].refusals.imageTooLarge,
  EntityTooLarge: (lang) => adminDictionaries[lang].refusals.imageTooLarge,
  invalid_mime_type: (lang) => problemText({ code: 'image_only' }, lang),
  InvalidMimeType: (lang) => problemText({ code: 'image_only' }, lang),
  Unauthorized: (lang) => adminDictionaries[lang].refusals.notAllowed,
  AccessDenied: (lang) => adminDictionaries[lang].refusals.notAllowed,
  Duplicate: (lang) => adminDictionaries[lang].refusals.alreadyExists,
  KeyAlreadyExists: (lang) => adminDictionaries[lang].refusals.alreadyExists,
  InvalidJWT: (lang) => adminDictionaries[lang].refusals.sessionEnded,
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The refusal of an upload (the response's body and status) in the given language. */
export function storageErrorMessage(body: string, status: number, lang: Lang): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    // Not JSON (a proxy's page): the status alone.
  }
  const fields = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  const code = text(fields.code);
  const name = text(fields.error);
  const message = text(fields.message);
  // The status storage means; the HTTP status is 400 for every refusal.
  const meant = Number(text(fields.statusCode)) || status;
  // The owner's images fill the quota: the local server names it, and its MB, in the
  // message; hosted storage-api reports the policy's SQLSTATE 53400 as a database error.
  if (name === 'storage_quota_exceeded' || /\bcode: 53400\b/.test(message)) {
    const quotaMb = /at most ([\d.]+) MB/.exec(message)?.[1];
    return adminDictionaries[lang].database.storageFull(Number(quotaMb ?? 200));
  }
  if (Object.hasOwn(byCode, code)) return byCode[code]!(lang);
  if (Object.hasOwn(byCode, name)) return byCode[name]!(lang);
  if (meant === 413) return adminDictionaries[lang].refusals.imageTooLarge;
  if (message) return message;
  return adminDictionaries[lang].refusals.uploadFailed(status);
}
