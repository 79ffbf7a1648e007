import { describe, expect, it } from 'vitest';
import { storageErrorMessage } from './storage-message.ts';

// Bodies as storage-api (and server/storage/errors.ts) answers a refused upload, with HTTP 400.
const refusal = (statusCode: number, error: string, message: string, code = error) =>
  JSON.stringify({ statusCode: String(statusCode), code, error, message });

describe('storageErrorMessage', () => {
  it('words a refused upload by its storage error code', () => {
    const tooLarge = refusal(
      413,
      'Payload too large',
      'The object exceeded the maximum allowed size',
      'EntityTooLarge',
    );
    expect(storageErrorMessage(tooLarge, 400, 'en')).toBe(
      'The image is larger than 5 MB; choose a smaller one.',
    );
    expect(storageErrorMessage(tooLarge, 400, 'ar')).toBe(
      'حجم الصورة أكبر من 5 ميغابايت؛ اختر صورة أصغر.',
    );
    const notImage = refusal(
      415,
      'invalid_mime_type',
      'mime type text/plain is not supported',
      'InvalidMimeType',
    );
    expect(storageErrorMessage(notImage, 400, 'en')).toBe(
      storageErrorMessage(
        JSON.stringify({ statusCode: '415', code: 'InvalidMimeType' }),
        400,
        'en',
      ),
    );
    expect(storageErrorMessage(notImage, 400, 'ar')).toMatch(/[\u0600-\u06ff]/);
    const rls = refusal(
      403,
      'Unauthorized',
      'new row violates row-level security policy',
      'AccessDenied',
    );
    expect(storageErrorMessage(rls, 400, 'ar')).toBe('غير مسموح لك بإجراء هذا التغيير.');
    const duplicate = refusal(409, 'Duplicate', 'The resource already exists', 'KeyAlreadyExists');
    expect(storageErrorMessage(duplicate, 400, 'en')).not.toBe('The resource already exists');
    const expired = refusal(400, 'InvalidJWT', 'jwt expired');
    expect(storageErrorMessage(expired, 400, 'en')).toBe('Your session has ended: log in again.');
  });

  it('says the owner’s storage quota is full, not that the image is too large', () => {
    const full = refusal(
      413,
      'storage_quota_exceeded',
      'Your images may use at most 200.0 MB; 199.9 MB are used. Delete some images first',
    );
    expect(storageErrorMessage(full, 400, 'en')).toBe(
      'Your images can use at most 200 MB and that space is full. Delete images you no longer use, then try again',
    );
    expect(storageErrorMessage(full, 400, 'ar')).toMatch(/^يمكن أن تشغل صورك 200 ميغابايت/);
    // Hosted storage-api reports the policy's refusal as a database error with its SQLSTATE.
    const hosted = refusal(500, 'DatabaseError', 'database error, code: 53400');
    expect(storageErrorMessage(hosted, 500, 'en')).toBe(
      'Your images can use at most 200 MB and that space is full. Delete images you no longer use, then try again',
    );
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
