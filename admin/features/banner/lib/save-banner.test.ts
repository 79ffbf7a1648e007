import { describe, expect, it } from 'vitest';
import { bannerMessages, saveBanner, type SaveBannerDeps } from './save-banner.ts';

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
      return { error: null, rows: 1 };
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

describe('saveBanner', () => {
  it('uploads, saves the versioned URL and headline, then removes the old file', async () => {
    const { deps, calls } = fakeBackend();
    const result = await saveBanner(deps, business, { headline: ' Fresh daily ', image });
    expect(result).toEqual({
      ok: true,
      message: bannerMessages.updated,
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
        return { error: null, rows: 1 };
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

  it('keeps the current banner when only the headline changes', async () => {
    const { deps, calls } = fakeBackend();
    const result = await saveBanner(deps, business, { headline: '', image: null });
    expect(result.ok).toBe(true);
    expect(calls).toEqual([`update b1 ${OLD_URL} null`]);
  });

  it('asks to wait while the business is not loaded', async () => {
    const { deps, calls } = fakeBackend();
    expect(await saveBanner(deps, null, { headline: 'x', image })).toEqual({
      ok: false,
      level: 'warning',
      message: 'Business not loaded yet, Please wait a moment..',
    });
    expect(calls).toEqual([]);
  });

  it('refuses without a session', async () => {
    const { deps, calls } = fakeBackend({ currentUserId: async () => null });
    const result = await saveBanner(deps, business, { headline: 'x', image });
    expect(result).toMatchObject({ ok: false, message: 'Not Authenticated' });
    expect(calls).toEqual([]);
  });

  it('reports a failed upload and writes nothing', async () => {
    const { deps, calls } = fakeBackend({
      upload: async () => {
        throw new Error('mime type text/plain is not supported');
      },
    });
    const result = await saveBanner(deps, business, { headline: 'x', image });
    expect(result).toEqual({
      ok: false,
      level: 'error',
      message: 'Banner upload failed',
      detail: 'mime type text/plain is not supported',
    });
    expect(calls).toEqual([]);
  });

  it('reports a refused update with the backend message and removes the new file', async () => {
    const { deps, calls } = fakeBackend({
      update: async () => ({ error: 'permission denied for table businesses', rows: 0 }),
    });
    const result = await saveBanner(deps, business, { headline: 'x', image });
    expect(result).toMatchObject({
      ok: false,
      message: 'Failed to update banner',
      detail: 'permission denied for table businesses',
    });
    expect(calls).toEqual(['upload', 'remove user-1/banner-2.webp']);
  });

  it('says the business is not found when no row was updated', async () => {
    const { deps } = fakeBackend({ update: async () => ({ error: null, rows: 0 }) });
    const result = await saveBanner(deps, business, { headline: 'x', image: null });
    expect(result).toMatchObject({ ok: false, message: 'Business not found' });
  });

  it('turns anything unexpected into the generic message', async () => {
    const { deps } = fakeBackend({
      currentUserId: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const result = await saveBanner(deps, business, { headline: 'x', image });
    expect(result).toMatchObject({ ok: false, message: 'Unexpected error updating banner' });
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
