import { describe, expect, it } from 'vitest';
import { registrationSchema, type RegistrationValues } from './registration-schema.ts';

const blank: RegistrationValues = {
  name: '',
  nameAr: '',
  category: '',
  description: '',
  descriptionAr: '',
  whatsapp: '',
  slug: '',
  headline: '',
  headlineAr: '',
  banner: null,
  languages: ['en'],
  primary: 'en',
};
const schema = registrationSchema('en');

describe('the registration schema', () => {
  it('marks every blank required field and gives the summary as the root error', () => {
    const result = schema.safeParse(blank);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['name', 'category', 'description', 'whatsapp', 'slug', 'root']);
    expect(result.error?.issues.at(-1)?.message).toBe('Please fill all required fields');
  });

  it('saves the number as digits and leaves out texts of a language the menu does not offer', () => {
    const result = schema.parse({
      ...blank,
      name: ' Karak House ',
      nameAr: 'بيت الكرك',
      category: 'cafe',
      description: 'Tea',
      whatsapp: '9123 4567',
      slug: 'karakhouse',
      headline: ' Fresh ',
      headlineAr: 'طازج',
    });
    expect(result).toMatchObject({
      name: 'Karak House',
      nameAr: '',
      whatsapp: '96891234567',
      headline: 'Fresh',
      headlineAr: '',
    });
  });

  it('requires the Arabic texts when Arabic is the primary language', () => {
    const result = schema.safeParse({
      ...blank,
      languages: ['ar', 'en'],
      primary: 'ar',
      name: 'Karak',
      category: 'cafe',
      description: 'Tea',
      whatsapp: '91234567',
      slug: 'karak',
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'nameAr',
      'descriptionAr',
      'root',
    ]);
  });

  it("says each problem in the screen's language, under its field", () => {
    const filled = { ...blank, name: 'Karak', category: 'cafe', description: 'Tea' };
    const ar = registrationSchema('ar').safeParse({
      ...filled,
      whatsapp: '91234567',
      slug: 'admin',
    });
    const reserved = '"admin" محجوز، يرجى اختيار رابط مختصر آخر';
    expect(ar.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['slug', reserved],
      ['root', reserved],
    ]);
    const en = registrationSchema('en').safeParse({ ...blank, languages: ['ar'], primary: 'ar' });
    expect(en.error?.issues.at(-1)?.message).toBe('Please fill all required fields');
    const arBlank = registrationSchema('ar').safeParse(blank);
    expect(arBlank.error?.issues.at(-1)?.message).toBe('يرجى تعبئة جميع الحقول المطلوبة');
  });
});
