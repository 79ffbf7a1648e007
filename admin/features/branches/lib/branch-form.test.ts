import { describe, expect, it } from 'vitest';
import { checkBranchForm } from './branch-form.ts';

describe('the Add branch form', () => {
  it('gives the branch as the database takes it: trimmed, the slug in lower case, the number as digits', () => {
    expect(
      checkBranchForm({
        name: ' Demo Cafe Qurum ',
        nameAr: '',
        slug: 'DemoQurum',
        whatsapp: '9876 5432',
      }),
    ).toEqual({
      ok: true,
      branch: {
        name: 'Demo Cafe Qurum',
        name_ar: '',
        slug: 'demoqurum',
        whatsapp: '96898765432',
      },
    });
  });

  it('takes an Arabic name alone', () => {
    const checked = checkBranchForm({
      name: '',
      nameAr: 'فرع',
      slug: 'farea',
      whatsapp: '+968 9123 4567',
    });
    expect(checked).toMatchObject({ ok: true, branch: { name: 'فرع', name_ar: 'فرع' } });
  });

  it('names each problem: no name, a reserved or malformed slug, a number that is not a mobile', () => {
    expect(checkBranchForm({ name: '', nameAr: '', slug: 'admin', whatsapp: '2412 3456' })).toEqual(
      {
        ok: false,
        problems: {
          name: 'name_required',
          slug: { code: 'slug_reserved', slug: 'admin' },
          whatsapp: expect.objectContaining({ code: 'whatsapp_not_mobile' }),
        },
      },
    );
    expect(
      checkBranchForm({ name: 'x', nameAr: '', slug: 'a b', whatsapp: '91234567' }),
    ).toMatchObject({
      ok: false,
      problems: { slug: { code: 'slug_characters' } },
    });
  });
});
