import { describe, expect, it } from 'vitest';
import type { Bucket } from './buckets.ts';
import { mimeAllowed, sniffType } from './sniff.ts';
import { checkUpload } from './upload.ts';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);

const images: Bucket = {
  id: 'images',
  public: true,
  fileSizeLimit: 16,
  allowedMimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
};

describe('sniffType', () => {
  it('recognises jpeg, png, gif and webp by their magic numbers', () => {
    expect(sniffType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffType(PNG)).toBe('image/png');
    expect(sniffType(text('GIF89a...'))).toBe('image/gif');
    expect(sniffType(text('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffType(bytes())).toBeUndefined();
  });
});

describe('mimeAllowed', () => {
  it('matches exact types, the image/jpg alias and wildcards', () => {
    expect(mimeAllowed('image/jpeg', ['image/jpg'])).toBe(true);
    expect(mimeAllowed('image/png', ['image/*'])).toBe(true);
    expect(mimeAllowed('text/html', ['image/*'])).toBe(false);
  });
});

describe('checkUpload', () => {
  it('accepts an image whose bytes match its declared type', () => {
    expect(checkUpload(images, PNG, 'image/png')).toBe('image/png');
  });

  it('refuses a file over the bucket limit with 413', () => {
    const big = new Uint8Array(17);
    big.set(PNG);
    expect(() => checkUpload(images, big, 'image/png')).toThrow(
      expect.objectContaining({ status: 413 }),
    );
  });

  it('refuses with 415 a declared image whose bytes are something else', () => {
    expect(() => checkUpload(images, text('<b>hi</b>'), 'image/png')).toThrow(
      expect.objectContaining({ status: 415 }),
    );
    expect(() => checkUpload(images, PNG, 'image/jpeg')).toThrow(
      expect.objectContaining({ status: 415 }),
    );
  });

  it('refuses with 415 a type the bucket does not allow, even when the bytes are an image', () => {
    expect(() => checkUpload(images, text('<svg/>'), 'image/svg+xml')).toThrow(
      expect.objectContaining({ status: 415 }),
    );
    expect(() => checkUpload(images, PNG, 'text/html')).toThrow(
      expect.objectContaining({ status: 415 }),
    );
  });
});
