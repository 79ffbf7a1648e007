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
  address: null,
  vat_number: null,
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
      address: null,
      vat_number: null,
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

  it('keeps the receipt address and VAT number, the number without spaces or dashes', () => {
    const values = {
      ...profileValues(stored),
      address: '  Way 3021, Al Khuwair, Muscat ',
      vatNumber: 'om 1100-012345',
    };
    expect(english.parse(values)).toMatchObject({
      address: 'Way 3021, Al Khuwair, Muscat',
      vat_number: 'OM1100012345',
    });
    expect(profileValues({ ...stored, address: 'Muscat', vat_number: 'OM1' })).toMatchObject({
      address: 'Muscat',
      vatNumber: 'OM1',
    });
  });

  it('refuses a VAT number that is not letters and digits, in the screen language', () => {
    for (const vatNumber of ['OM/123', 'OM1234567890123456789', 'ضريبة1']) {
      const english_ = english.safeParse({ ...profileValues(stored), vatNumber });
      expect(english_.error?.issues).toEqual([
        expect.objectContaining({
          path: ['vatNumber'],
          message: 'Up to 20 letters and digits, without spaces or dashes.',
        }),
      ]);
    }
    const arabic = profileSchema({ primary: 'en' }, 'ar').safeParse({
      ...profileValues(stored),
      vatNumber: 'OM/1',
      address: 'a'.repeat(201),
    });
    expect(arabic.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['vatNumber', 'حتى 20 حرفا ورقما، بلا مسافات أو شرطات.'],
      ['address', '200 حرف على الأكثر.'],
    ]);
  });
});
