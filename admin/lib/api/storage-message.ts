// What the user reads when storage refuses an upload, in the screen's language. storage-api answers
// {statusCode, error, message}; the text is chosen by its `error` code (and the status), and only an
// unknown code keeps storage's own English message.
import type { Lang } from '../../../shared/domain/i18n.ts';
import { validationText } from '../../../shared/domain/validation.ts';
import { adminDictionaries } from '../i18n/admin-text.ts';
import { currentLang } from '../i18n/language.ts';

const byCode: Record<string, (lang: Lang) => string> = {
  'Payload too large': (lang) => adminDictionaries[lang].refusals.imageTooLarge,
  EntityTooLarge: (lang) => adminDictionaries[lang].refusals.imageTooLarge,
  invalid_mime_type: (lang) => validationText[lang].imageOnly,
  Unauthorized: (lang) => adminDictionaries[lang].refusals.notAllowed,
  Duplicate: (lang) => adminDictionaries[lang].refusals.alreadyExists,
  InvalidJWT: (lang) => adminDictionaries[lang].refusals.sessionEnded,
};

/** The refusal of an upload (the response's body and status) in the given language. */
export function storageErrorMessage(
  body: string,
  status: number,
  lang: Lang = currentLang(),
): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    // Not JSON (a proxy's page): the status alone.
  }
  const fields = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  const code = typeof fields.error === 'string' ? fields.error : '';
  if (code === 'storage_quota_exceeded') {
    // The owner's images fill the quota: the database names it in MB in its message.
    const quotaMb = /at most ([\d.]+) MB/.exec(String(fields.message))?.[1];
    return adminDictionaries[lang].database.storageFull(Number(quotaMb ?? 200));
  }
  if (Object.hasOwn(byCode, code)) return byCode[code]!(lang);
  if (status === 413) return adminDictionaries[lang].refusals.imageTooLarge;
  if (typeof fields.message === 'string' && fields.message) return fields.message;
  return adminDictionaries[lang].refusals.uploadFailed(status);
}
