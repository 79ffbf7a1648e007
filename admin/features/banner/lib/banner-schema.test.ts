import { describe, expect, it } from 'vitest';
import { bannerSchema } from './banner-schema.ts';

const photo = new File(['x'], 'banner.png', { type: 'image/png' });
const headlines = { en: 'Fresh karak', ar: 'كرك طازج' };

describe('bannerSchema', () => {
  it('gives the headline, and the Arabic one only on a menu with Arabic', () => {
    expect(bannerSchema(['en'], 'en').parse({ headlines, image: photo })).toEqual({
      headline: 'Fresh karak',
      image: photo,
    });
    expect(bannerSchema(['ar', 'en'], 'en').parse({ headlines, image: null })).toEqual({
      headline: 'Fresh karak',
      headlineAr: 'كرك طازج',
      image: null,
    });
  });

  it('refuses a file that is not an image, in the screen language, at the photo', () => {
    const pdf = new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' });
    const english = bannerSchema(['en'], 'en').safeParse({ headlines, image: pdf });
    expect(english.success).toBe(false);
    expect(english.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['image', 'Only image files are accepted'],
    ]);
    const arabic = bannerSchema(['en'], 'ar').safeParse({ headlines, image: pdf });
    expect(arabic.error?.issues[0]?.message).toMatch(/[\u0600-\u06FF]/);
  });
});
