import { describe, expect, it } from 'vitest';
import { extensionFor, fitInside } from './resize-image.ts';

describe('fitInside', () => {
  it('scales the longest side down to maxSide keeping the aspect ratio', () => {
    expect(fitInside(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitInside(3000, 4000, 1000)).toEqual({ width: 750, height: 1000 });
  });
  it('never upscales a small image', () => {
    expect(fitInside(640, 480, 1600)).toEqual({ width: 640, height: 480 });
  });
});

describe('extensionFor', () => {
  it('names the file after what was encoded', () => {
    expect(extensionFor('image/webp')).toBe('webp');
    expect(extensionFor('image/jpeg')).toBe('jpg');
  });
});
