import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, imageSources, renditionPath, renditionWidths } from './images.ts';

describe('renditionWidths', () => {
  it('makes the standard widths below the original and the original width as the largest', () => {
    expect(renditionWidths(1000)).toEqual([320, 480, 640, 800, 960, 1000]);
    expect(renditionWidths(1600)).toEqual([320, 480, 640, 800, 960, 1280]);
    expect(renditionWidths(500)).toEqual([320, 480, 500]);
    expect(renditionWidths(200)).toEqual([200]);
  });
  it('has a banner width close above what common phones need, not 960', () => {
    // The first width at or above the banner's CSS width (100vw) times the pixel density.
    const chosen = (cssWidth: number, density: number) =>
      renditionWidths(1600).find((w) => w >= cssWidth * density);
    expect(chosen(412, 1.75)).toBe(800);
    expect(chosen(390, 2)).toBe(800);
    expect(chosen(390, 3)).toBe(1280);
  });
  it('never upscales and makes none for an empty image', () => {
    expect(renditionWidths(320)).toEqual([320]);
    expect(renditionWidths(0)).toEqual([]);
  });
});

describe('renditionPath', () => {
  it('replaces the extension of a storage path', () => {
    expect(renditionPath('u1/1700000000.webp', 320)).toBe('u1/1700000000-320.webp');
    expect(renditionPath('u1/banner-17.jpg', 1280)).toBe('u1/banner-17-1280.webp');
  });
  it('keeps the cache-busting query of a banner URL and dots in the host', () => {
    expect(
      renditionPath('https://a.b.co/storage/v1/object/public/banners/u1/banner-1.webp?v=9', 640),
    ).toBe('https://a.b.co/storage/v1/object/public/banners/u1/banner-1-640.webp?v=9');
    expect(renditionPath('http://x.example/u1/noext', 320)).toBe(
      'http://x.example/u1/noext-320.webp',
    );
  });
});

describe('imageSources', () => {
  const url = 'http://localhost/storage/v1/object/public/menu-images/u1/7.webp';
  it('leaves an image without renditions as a plain src', () => {
    expect(imageSources(url, [], 'card')).toEqual({ src: url });
    expect(imageSources(url, null, 'sheet')).toEqual({ src: url });
    expect(imageSources(url, undefined, 'banner')).toEqual({ src: url });
  });
  it('lists every rendition by width, smallest first, with the slot’s sizes', () => {
    expect(imageSources(url, [1000, 320, 640], 'card')).toEqual({
      src: url,
      srcSet:
        'http://localhost/storage/v1/object/public/menu-images/u1/7-320.webp 320w, ' +
        'http://localhost/storage/v1/object/public/menu-images/u1/7-640.webp 640w, ' +
        'http://localhost/storage/v1/object/public/menu-images/u1/7-1000.webp 1000w',
      sizes: IMAGE_SIZES.card,
    });
  });
  it('gives the grid a smaller display width than the sheet and the banner', () => {
    expect(imageSources(url, [320], 'card').sizes).toContain('50vw');
    expect(imageSources(url, [320], 'sheet').sizes).toContain('560px');
    expect(imageSources(url, [320], 'banner').sizes).toBe('100vw');
  });
});
