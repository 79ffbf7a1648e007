import { describe, expect, it } from 'vitest';
import { profileValues, type ProfileBusiness } from './profile-form.ts';
import { profileSchema } from './profile-schema.ts';

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

const english = profileSchema({ primary: 'en' }, 'en');

describe('profileSchema', () => {
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
    expect(english.parse(values)).toEqual({
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
    });
  });

  it('shows a stored business as it was saved, the numbers with their +', () => {
    expect(profileValues(stored)).toMatchObject({ whatsapp: '+96891234567', phone: '' });
    expect(english.parse(profileValues(stored))).toMatchObject({
      whatsapp: '96891234567',
      phone: null,
    });
  });

  it('names every problem at once, under its field, in the screen language', () => {
    const values = {
      ...profileValues(stored),
      whatsapp: '2412 3456',
      name: ' ',
      slug: 'admin',
      instagram: 'https://example.com/x/y',
      phone: 'call me',
      map: 'javascript:alert(1)',
    };
    const arabic = profileSchema({ primary: 'en' }, 'ar').safeParse(values);
    const said = Object.fromEntries(
      arabic.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
    );
    expect(Object.keys(said)).toEqual(['whatsapp', 'name', 'slug', 'instagram', 'phone', 'map']);
    expect(said['whatsapp']).toContain('هذا ليس رقم هاتف عماني');
    expect(said['whatsapp']).toContain('9123 4567');
    expect(said['map']).toBe('الصق رابط خريطة يبدأ بـ https://');
    expect(english.safeParse(values).error?.issues[0]?.message).toBe(
      'That is not an Omani mobile number. Type the 8 digits of the mobile, starting with 7 or 9 (for example 9123 4567), or +968 9123 4567',
    );
  });

  it('needs the name in the primary language only', () => {
    const values = { ...profileValues(stored), name: '', nameAr: 'مقهى' };
    expect(profileSchema({ primary: 'ar' }, 'en').safeParse(values).success).toBe(true);
    expect(english.safeParse(values).error?.issues.map((issue) => issue.message)).toEqual([
      'This field is required',
    ]);
  });
});
