import { describe, expect, it } from 'vitest';
import { storageErrorMessage } from './storage-message.ts';

// Bodies as storage-api (and server/storage/errors.ts) answers a refused upload.
const refusal = (statusCode: number, error: string, message: string) =>
  JSON.stringify({ statusCode: String(statusCode), error, message });

describe('storageErrorMessage', () => {
  it('words a refused upload by its storage error code', () => {
    const tooLarge = refusal(
      413,
      'Payload too large',
      'The object exceeded the maximum allowed size',
    );
    expect(storageErrorMessage(tooLarge, 413, 'en')).toBe(
      'The image is larger than 5 MB; choose a smaller one.',
    );
    expect(storageErrorMessage(tooLarge, 413, 'ar')).toBe(
      'حجم الصورة أكبر من 5 ميغابايت؛ اختر صورة أصغر.',
    );
    const notImage = refusal(415, 'invalid_mime_type', 'mime type text/plain is not supported');
    expect(storageErrorMessage(notImage, 415, 'ar')).toMatch(/[\u0600-\u06ff]/);
    const rls = refusal(403, 'Unauthorized', 'new row violates row-level security policy');
    expect(storageErrorMessage(rls, 403, 'ar')).toBe('غير مسموح لك بإجراء هذا التغيير.');
    const expired = refusal(400, 'InvalidJWT', 'jwt expired');
    expect(storageErrorMessage(expired, 400, 'en')).toBe('Your session has ended: log in again.');
  });

  it('says the owner’s storage quota is full, not that the image is too large', () => {
    const full = refusal(
      413,
      'storage_quota_exceeded',
      'Your images may use at most 200.0 MB; 199.9 MB are used. Delete some images first',
    );
    expect(storageErrorMessage(full, 413, 'en')).toBe(
      'Your images can use at most 200 MB and that space is full. Delete images you no longer use, then try again',
    );
    expect(storageErrorMessage(full, 413, 'ar')).toMatch(/^يمكن أن تشغل صورك 200 ميغابايت/);
  });

  it('keeps storage’s English only for an unknown code, and names the status when there is no body', () => {
    expect(storageErrorMessage(refusal(400, 'InvalidKey', 'Invalid key: a b'), 400, 'ar')).toBe(
      'Invalid key: a b',
    );
    expect(storageErrorMessage('<html>Bad gateway</html>', 502, 'ar')).toBe('فشل الرفع (HTTP 502)');
    expect(storageErrorMessage('', 413, 'ar')).toBe(
      'حجم الصورة أكبر من 5 ميغابايت؛ اختر صورة أصغر.',
    );
  });
});
