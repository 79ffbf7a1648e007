import { describe, expect, it } from 'vitest';
import { ApiError, errorDetail, errorText } from '../../../lib/api/errors.ts';
import { saveBanner, type SaveBannerDeps } from './save-banner.ts';

const OLD_URL = 'http://h/storage/v1/object/public/banners/user-1/banner-1.jpg?v=1';

// A recording stand-in for the storage and table calls, so the test sees what the sequence did.
function fakeBackend(overrides: Partial<SaveBannerDeps> = {}) {
  const calls: string[] = [];
  const deps: SaveBannerDeps = {
    currentUserId: async () => 'user-1',
    upload: async () => {
      calls.push('upload');
      return {
        path: 'user-1/banner-2.webp',
        publicUrl: 'http://h/storage/v1/object/public/banners/user-1/banner-2.webp',
      };
    },
    update: async (id, change) => {
      calls.push(`update ${id} ${change.banner_url} ${change.headline}`);
      return 1;
    },
    remove: async (path) => {
      calls.push(`remove ${path}`);
    },
    now: () => 99,
    ...overrides,
  };
  return { deps, calls };
}

const business = { id: 'b1', banner_url: OLD_URL };
const image = new Blob(['x'], { type: 'image/webp' });

/** What a refused save threw: its app code and the refusal it sums up, as the owner reads them. */
async function refusal(run: Promise<unknown>, lang: 'en' | 'ar' = 'en') {
  const error = await run.then(
    () => expect.fail('expected a refusal'),
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ApiError);
  const { failure } = error as ApiError;
  return {
    code: failure.kind === 'app' ? failure.code : failure.kind,
    text: errorText(error, lang),
    detail: errorDetail(error, lang),
  };
}

describe('saveBanner', () => {
  it('uploads, saves the versioned URL and headline, then removes the old file', async () => {
    const { deps, calls } = fakeBackend();
    const result = await saveBanner(deps, business, { headline: ' Fresh daily ', image });
    expect(result).toEqual({
      bannerUrl: 'http://h/storage/v1/object/public/banners/user-1/banner-2.webp?v=99',
    });
    expect(calls).toEqual([
      'upload',
      'update b1 http://h/storage/v1/object/public/banners/user-1/banner-2.webp?v=99 Fresh daily',
      'remove user-1/banner-1.jpg',
    ]);
  });

  it('records the new renditions and removes the old banner with its own renditions', async () => {
    const changes: unknown[] = [];
    const removed: string[] = [];
    const { deps } = fakeBackend({
      upload: async () => ({
        path: 'user-1/banner-2.webp',
        publicUrl: 'http://h/storage/v1/object/public/banners/user-1/banner-2.webp',
        widths: [320, 640, 1280],
      }),
      update: async (_id, change) => {
        changes.push(change);
        return 1;
      },
      remove: async (path, widths) => {
        removed.push(`${path} [${widths.join(',')}]`);
      },
    });
    const withRenditions = { ...business, banner_widths: [320, 640] };
    await saveBanner(deps, withRenditions, { headline: '', image });
    expect(changes).toEqual([
      {
        banner_url: 'http://h/storage/v1/object/public/banners/user-1/banner-2.webp?v=99',
        banner_widths: [320, 640, 1280],
        headline: null,
      },
    ]);
    expect(removed).toEqual(['user-1/banner-1.jpg [320,640]']);
    // A headline-only save leaves the recorded widths alone.
    changes.length = 0;
    await saveBanner(deps, withRenditions, { headline: 'x', image: null });
    expect(changes).toEqual([{ banner_url: OLD_URL, headline: 'x' }]);
  });

  it('writes the Arabic headline only when given', async () => {
    const changes: unknown[] = [];
    const { deps } = fakeBackend({
      update: async (_id, change) => {
        changes.push(change);
        return 1;
      },
    });
    await saveBanner(deps, business, { headline: 'x', headlineAr: ' كرك ', image: null });
    await saveBanner(deps, business, { headline: 'x', headlineAr: ' ', image: null });
    expect(changes).toEqual([
      { banner_url: OLD_URL, headline: 'x', headline_ar: 'كرك' },
      { banner_url: OLD_URL, headline: 'x', headline_ar: null },
    ]);
  });

  it('keeps the current banner when only the headline changes', async () => {
    const { deps, calls } = fakeBackend();
    const result = await saveBanner(deps, business, { headline: '', image: null });
    expect(result).toEqual({ bannerUrl: OLD_URL });
    expect(calls).toEqual([`update b1 ${OLD_URL} null`]);
  });

  it('asks to wait while the business is not loaded', async () => {
    const { deps, calls } = fakeBackend();
    expect(await refusal(saveBanner(deps, null, { headline: 'x', image }))).toEqual({
      code: 'banner_not_loaded',
      text: 'Business not loaded yet, Please wait a moment..',
      detail: null,
    });
    expect(calls).toEqual([]);
  });

  it('refuses without a session', async () => {
    const { deps, calls } = fakeBackend({ currentUserId: async () => null });
    const result = await refusal(saveBanner(deps, business, { headline: 'x', image }));
    expect(result).toMatchObject({ code: 'not_signed_in', text: 'Not Authenticated' });
    expect(calls).toEqual([]);
  });

  it('reports a failed upload with its reason and writes nothing', async () => {
    const { deps, calls } = fakeBackend({
      upload: async () => {
        throw new Error('mime type text/plain is not supported');
      },
    });
    const result = await refusal(saveBanner(deps, business, { headline: 'x', image }));
    expect(result).toEqual({
      code: 'banner_upload_failed',
      text: 'Banner upload failed',
      detail: 'mime type text/plain is not supported',
    });
    // No row was written, and nothing was stored that would need removing.
    expect(calls).toEqual([]);
  });

  it('says every outcome in Arabic on an Arabic screen', async () => {
    const { deps } = fakeBackend({
      upload: async () => {
        throw new Error('mime type text/plain is not supported');
      },
    });
    const result = await refusal(saveBanner(deps, business, { headline: 'x', image }), 'ar');
    expect(result.text).toBe('فشل رفع البانر');
  });

  it('reports a refused update with the database refusal and removes the new file', async () => {
    const denied = new ApiError({
      kind: 'database',
      error: { message: 'permission denied for table businesses', code: '42501' },
    });
    const { deps, calls } = fakeBackend({
      update: async () => {
        calls.push('update refused');
        throw denied;
      },
    });
    const result = await refusal(saveBanner(deps, business, { headline: 'x', image }));
    expect(result).toEqual({
      code: 'banner_update_failed',
      text: 'Failed to update banner',
      detail: errorText(denied, 'en'),
    });
    // The upload went again: no stored file is left that no row points at.
    expect(calls).toEqual(['upload', 'update refused', 'remove user-1/banner-2.webp']);
  });

  it('says the business is not found when no row was updated, and removes the new file', async () => {
    const { deps, calls } = fakeBackend({ update: async () => 0 });
    const result = await refusal(saveBanner(deps, business, { headline: 'x', image }));
    expect(result).toMatchObject({ code: 'business_not_found', text: 'Business not found' });
    expect(calls).toEqual(['upload', 'remove user-1/banner-2.webp']);
  });

  it('turns anything unexpected into the generic message with its reason', async () => {
    const { deps } = fakeBackend({
      currentUserId: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const result = await refusal(saveBanner(deps, business, { headline: 'x', image }));
    expect(result).toEqual({
      code: 'banner_unexpected',
      text: 'Unexpected error updating banner',
      detail: 'Failed to fetch',
    });
  });

  it('never removes a file outside the owner folder', async () => {
    const { deps, calls } = fakeBackend();
    await saveBanner(
      deps,
      { id: 'b1', banner_url: 'http://h/storage/v1/object/public/banners/someone-else/b.jpg' },
      { headline: '', image },
    );
    expect(calls.filter((c) => c.startsWith('remove'))).toEqual([]);
  });
});
