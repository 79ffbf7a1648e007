// Object names become file paths: every way of climbing out of a bucket must be refused.
import { describe, expect, it } from 'vitest';
import { checkObjectName, parseObjectRef } from './object-path.ts';

describe('parseObjectRef', () => {
  it('splits the bucket from a nested, percent-encoded name', () => {
    expect(parseObjectRef('menu-images/user-1/Karak%20Tea.png')).toEqual({
      bucket: 'menu-images',
      name: 'user-1/Karak Tea.png',
    });
  });

  it.each([
    ['..%2F..%2Fetc%2Fpasswd', 'an encoded slash hiding ..'],
    ['a%2Fb.png', 'an encoded slash'],
    ['a/../b.png', 'a .. segment'],
    ['./a.png', 'a . segment'],
    ['a%5Cb.png', 'a backslash'],
    ['a//b.png', 'an empty segment'],
    ['a/', 'a trailing slash'],
    ['%2Fetc%2Fpasswd', 'an absolute path'],
    ['a%00b.png', 'a NUL byte'],
    ['a%0Ab.png', 'a newline'],
    ['a%E0%A4%A.png', 'broken percent-encoding'],
  ])('refuses %s (%s) with 400', (name) => {
    expect(() => parseObjectRef(`bucket/${name}`)).toThrow(
      expect.objectContaining({ status: 400 }),
    );
  });

  it('refuses bucket ids that are not plain names', () => {
    expect(() => parseObjectRef('..%2F/a.png')).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => parseObjectRef('/a.png')).toThrow(expect.objectContaining({ status: 400 }));
  });
});

describe('checkObjectName', () => {
  it('accepts the names the app writes', () => {
    const owner = '0b0e5a8e-1a47-4a5e-9f69-5f0b3c1d2e3f';
    expect(checkObjectName(`${owner}/banner-1732170000000.webp`)).toBe(
      `${owner}/banner-1732170000000.webp`,
    );
    expect(checkObjectName(`${owner}/1732170000000.jpg`)).toBe(`${owner}/1732170000000.jpg`);
  });

  it('refuses names over 1024 characters', () => {
    expect(() => checkObjectName('a'.repeat(1025))).toThrow();
  });
});
