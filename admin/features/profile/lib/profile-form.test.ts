import { describe, expect, it } from 'vitest';
import { ar } from '../../../lib/i18n/ar.ts';
import { en } from '../../../lib/i18n/en.ts';
import { checkProfile, profileValues, type ProfileBusiness } from './profile-form.ts';

const stored: ProfileBusiness = {
  whatsapp: '96891234567',
  name: 'Demo Cafe',
  name_ar: '',
  category: 'Cafe',
  description: null,
  description_ar: null,
  slug: 'democafe',
  instagram_url: null,
  tiktok_url: null,
  phone: null,
  map_url: null,
  logo_in_qr: false,
};

describe('checkProfile', () => {
  it('turns what an owner types into the row the database keeps', () => {
    const values = {
      ...profileValues(stored),
      whatsapp: '٩١٢٣ ٤٥٦٧',
      slug: ' DemoCafe2 ',
      instagram: '@demo.cafe',
      tiktok: 'democafe',
      phone: '2412 3456',
      map: 'maps.app.goo.gl/abc',
      description: '  ',
      logoInQr: true,
    };
    expect(checkProfile(values, { primary: 'en' }, en, 'en')).toEqual({
      ok: true,
      row: {
        whatsapp: '96891234567',
        name: 'Demo Cafe',
        name_ar: '',
        category: 'Cafe',
        description: null,
        description_ar: null,
        slug: 'democafe2',
        instagram_url: 'https://www.instagram.com/demo.cafe',
        tiktok_url: 'https://www.tiktok.com/@democafe',
        phone: '96824123456',
        map_url: 'https://maps.app.goo.gl/abc',
        logo_in_qr: true,
      },
    });
  });

  it('shows a stored business as it was saved, the numbers with their +', () => {
    expect(profileValues(stored)).toMatchObject({ whatsapp: '+96891234567', phone: '' });
    expect(checkProfile(profileValues(stored), { primary: 'en' }, en, 'en')).toMatchObject({
      ok: true,
      row: { whatsapp: '96891234567', phone: null },
    });
  });

  it('names every problem at once, in the screen language, saying what to type', () => {
    const values = {
      ...profileValues(stored),
      whatsapp: '2412 3456',
      name: ' ',
      slug: 'admin',
      instagram: 'https://example.com/x/y',
      phone: 'call me',
      map: 'javascript:alert(1)',
    };
    const checked = checkProfile(values, { primary: 'en' }, ar, 'ar');
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.errors).sort()).toEqual([
      'instagram',
      'map',
      'name',
      'phone',
      'slug',
      'whatsapp',
    ]);
    expect(checked.errors.whatsapp).toContain('هذا ليس رقم هاتف عماني');
    expect(checked.errors.whatsapp).toContain('9123 4567');
    const english = checkProfile(values, { primary: 'en' }, en, 'en');
    expect(english.ok ? '' : english.errors.whatsapp).toBe(
      'That is not an Omani mobile number. Type the 8 digits of the mobile, starting with 7 or 9 (for example 9123 4567), or +968 9123 4567',
    );
  });

  it('needs the name in the primary language only', () => {
    const values = { ...profileValues(stored), name: '', nameAr: 'مقهى' };
    expect(checkProfile(values, { primary: 'ar' }, en, 'en').ok).toBe(true);
    expect(checkProfile(values, { primary: 'en' }, en, 'en').ok).toBe(false);
  });
});
