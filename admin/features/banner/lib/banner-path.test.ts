import { describe, expect, it } from 'vitest';
import { bannerPathFromUrl, withCacheBuster } from './banner-path.ts';

describe('banner paths', () => {
  it('reads the object path from a public URL, ignoring the version query', () => {
    expect(
      bannerPathFromUrl(
        'http://127.0.0.1:54321/storage/v1/object/public/banners/abc/banner-1700.webp?v=1700',
      ),
    ).toBe('abc/banner-1700.webp');
  });

  it('decodes escaped characters', () => {
    expect(
      bannerPathFromUrl('https://x.supabase.co/storage/v1/object/public/banners/a/b%20c.jpg'),
    ).toBe('a/b c.jpg');
  });

  it('returns null for URLs outside the banners bucket', () => {
    expect(bannerPathFromUrl('https://example.com/banner.jpg')).toBeNull();
    expect(bannerPathFromUrl('/storage/v1/object/public/menu-images/a/1.jpg')).toBeNull();
    expect(bannerPathFromUrl(null)).toBeNull();
  });

  it('adds the version to the URL', () => {
    expect(withCacheBuster('http://h/storage/v1/object/public/banners/a/b.jpg', 42)).toBe(
      'http://h/storage/v1/object/public/banners/a/b.jpg?v=42',
    );
    expect(withCacheBuster('http://h/x.jpg?t=1', 42)).toBe('http://h/x.jpg?t=1&v=42');
  });
});
