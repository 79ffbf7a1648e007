import { describe, expect, it } from 'vitest';
import { databaseCode, databaseMessage, refusalKind } from './database-message.ts';
import { ApiError, throwIfError } from './errors.ts';

// Errors as PostgREST answers them for the refusals of the database (see
// supabase/migrations/20261123152000_database-message-codes.sql).
const nameMissing = {
  code: '23514',
  message: 'Enter the item name in Arabic, the primary language of this menu',
  details: '{"what" : "item", "language" : "ar"}',
  hint: 'name_in_primary_language',
};
const namesBeforePrimary = {
  code: '23514',
  message:
    'Enter the English names of all categories and items (2 missing) before making English the primary language',
  details: '{"language" : "en", "missing" : 2}',
  hint: 'names_before_primary_language',
};
const duplicateCategory = {
  code: '23505',
  message: 'duplicate key value violates unique constraint "categories_business_id_name_ar_key"',
  details: 'Key (business_id, name_ar)=(…, مشروبات ساخنة) already exists.',
  hint: null,
};

describe('databaseMessage', () => {
  it('translates a coded refusal with the values its details name', () => {
    expect(databaseMessage(nameMissing, 'en')).toBe(nameMissing.message);
    expect(databaseMessage(nameMissing, 'ar')).toBe(
      'أدخل اسم الصنف بالعربية، اللغة الأساسية لهذه القائمة',
    );
    expect(databaseMessage(namesBeforePrimary, 'en')).toBe(namesBeforePrimary.message);
    expect(databaseMessage(namesBeforePrimary, 'ar')).toBe(
      'أدخل أسماء كل الفئات والأصناف بالإنجليزية (الناقص: 2) قبل جعل الإنجليزية اللغة الأساسية',
    );
  });

  it('keeps the English of every coded refusal the database words the same way', () => {
    const same = [
      ['order_types_none', 'Choose at least one order type'],
      ['tables_too_many', 'A business can have at most 300 tables'],
      ['table_name_repeated', 'Each table name can be used only once'],
      ['category_not_on_menu', 'Category does not belong to this business'],
      ['item_not_found', 'Item not found'],
      ['import_item_deleted', 'An item of the file was deleted meanwhile; read the file again'],
    ];
    for (const [hint, message] of same) {
      expect(databaseMessage({ code: '23514', message: message!, hint }, 'en')).toBe(message);
      expect(databaseMessage({ code: '23514', message: message!, hint }, 'ar')).toMatch(
        /[\u0600-\u06ff]/,
      );
    }
  });

  it('names the branch limit with its number, in both languages', () => {
    const refusal = {
      code: '23514',
      message: 'A business can have at most 20 branches',
      details: '{"max" : 20}',
      hint: 'branch_limit',
    };
    expect(databaseMessage(refusal, 'en')).toBe(
      'A business can have at most 20 branches. Remove a branch you no longer run to add another',
    );
    expect(databaseMessage(refusal, 'ar')).toContain('20');
    expect(databaseMessage(refusal, 'ar')).toMatch(/[\u0600-\u06ff]/);
  });

  it("says the branches' refusals in the owner's terms, in both languages", () => {
    const unknown = {
      code: '23514',
      message: 'A member can be limited to branches of this business only',
      hint: 'member_branch_unknown',
    };
    expect(databaseMessage(unknown, 'en')).toBe(
      'One of the chosen branches is no longer part of this business. Reload the page and choose again',
    );
    expect(databaseMessage(unknown, 'ar')).toMatch(/^أحد الفروع المختارة/);
    for (const hint of [
      'branch_of_branch',
      'branch_parent_fixed',
      'branch_item_other_business',
      'team_of_branch',
    ]) {
      const refusal = { code: '23514', message: 'The database says so', hint };
      expect(databaseMessage(refusal, 'en'), hint).not.toBe(refusal.message);
      expect(databaseMessage(refusal, 'ar'), hint).toMatch(/^[\u0600-\u06ff]/);
    }
  });

  it("says the team's refusals in the screen's language", () => {
    const refusal = {
      code: '42501',
      message: 'You may not invite someone with this role',
      hint: 'team_role_not_allowed',
    };
    expect(databaseMessage(refusal, 'en')).toBe('You may not give this role.');
    expect(databaseMessage(refusal, 'ar')).toBe('لا يمكنك منح هذا الدور.');
    const kitchen = { code: '42501', message: 'x', hint: 'order_status_role' };
    expect(databaseMessage(kitchen, 'ar')).toMatch(/المطبخ/);
  });

  it('knows a check constraint or unique index by its name in the message', () => {
    expect(databaseCode(duplicateCategory)).toBe('categories_business_id_name_ar_key');
    expect(databaseMessage(duplicateCategory, 'en')).toBe(
      'A category with this name already exists',
    );
    expect(databaseMessage(duplicateCategory, 'ar')).toBe('توجد فئة بهذا الاسم من قبل');
    const slugTaken = {
      code: '23505',
      message: 'duplicate key value violates unique constraint "businesses_slug_key"',
    };
    expect(databaseMessage(slugTaken, 'ar')).toBe('هذا الرابط المختصر مستخدم، يرجى اختيار غيره');
    const secondBusiness = {
      code: '23505',
      message: 'duplicate key value violates unique constraint "businesses_owner_id_key"',
    };
    expect(databaseMessage(secondBusiness, 'en')).toBe(
      'This account already has a business: one business per account',
    );
    const negativePrice = {
      code: '23514',
      message:
        'new row for relation "menu_items" violates check constraint "menu_items_price_not_negative"',
    };
    expect(databaseMessage(negativePrice, 'en')).toBe('Price cannot be negative');
    expect(databaseMessage(negativePrice, 'ar')).toBe('لا يمكن أن يكون السعر سالبا');
    const offerNotLower = {
      code: '23514',
      message:
        'new row for relation "menu_items" violates check constraint "menu_items_offer_below_price"',
    };
    expect(databaseMessage(offerNotLower, 'en')).toBe(
      'The offer price must be lower than the price',
    );
    expect(databaseMessage(offerNotLower, 'ar')).toBe('يجب أن يكون سعر العرض أقل من السعر');
  });

  it('says which text is too long and by how much, for the database length limits', () => {
    const longName = {
      code: '23514',
      message:
        'new row for relation "menu_items" violates check constraint "menu_items_name_length"',
    };
    expect(databaseMessage(longName, 'en')).toBe('The name can have at most 120 characters');
    expect(databaseMessage(longName, 'ar')).toBe('يمكن أن يحتوي الاسم على 120 حرفا على الأكثر');
    const longDescription = {
      code: '23514',
      message:
        'new row for relation "businesses" violates check constraint "businesses_description_ar_length"',
    };
    expect(databaseMessage(longDescription, 'en')).toBe(
      'The description can have at most 2000 characters',
    );
    const nan = {
      code: '23514',
      message:
        'new row for relation "menu_items" violates check constraint "menu_items_price_finite"',
    };
    expect(databaseMessage(nan, 'en')).toBe('Enter the price as a number, for example 1.500');
    expect(databaseMessage(nan, 'ar')).toBe('أدخل السعر رقما، مثلا 1.500');
  });

  it('says what to do when the account keeps 3 old slugs', () => {
    const old = { code: '23514', message: 'x', hint: 'old_slugs_too_many', details: '{"max":3}' };
    expect(databaseMessage(old, 'en')).toMatch(/already keeps 3 old slugs/);
    expect(databaseMessage(old, 'ar')).toMatch(/روابط مختصرة قديمة/);
  });

  it("names the configured cap of a business's option choices", () => {
    const choices = {
      code: '23514',
      message: 'A menu can have at most 5000 option choices over all its items',
      hint: 'option_choices_per_business_too_many',
      details: '{"max" : 5000}',
    };
    expect(databaseMessage(choices, 'en')).toBe(
      'A menu can have at most 5000 option choices over all its items. Delete choices you no longer offer to add new ones',
    );
    expect(databaseMessage(choices, 'ar')).toContain('\u20685000\u2069');
  });

  it('names the configured caps of items and storage', () => {
    const items = {
      code: '23514',
      message: 'A menu can have at most 2000 items',
      hint: 'items_too_many',
      details: '{"max" : 2000}',
    };
    expect(databaseMessage(items, 'en')).toBe(
      'A menu can have at most 2000 items. Delete items you no longer sell to add new ones',
    );
    expect(databaseMessage(items, 'ar')).toContain('2000');
    const storage = {
      code: '53400',
      message: 'Your images may use at most 200.0 MB; 200.0 MB are used. Delete some images first',
      hint: 'storage_quota_exceeded',
      details: '{"quota_bytes" : 209715200, "used_bytes" : 209715200}',
    };
    expect(databaseMessage(storage, 'en')).toBe(
      'Your images can use at most 200 MB and that space is full. Delete images you no longer use, then try again',
    );
    expect(databaseMessage(storage, 'ar')).toMatch(/^يمكن أن تشغل صورك 200 ميغابايت/);
  });

  it('says what kind of refusal it was by its SQLSTATE or PostgREST code', () => {
    const rls = {
      code: '42501',
      message: 'new row violates row-level security policy for table "menu_items"',
      hint: null,
    };
    expect(databaseCode(rls)).toBeNull();
    expect(refusalKind(rls)).toBe('42501');
    expect(databaseMessage(rls, 'en')).toBe('You are not allowed to make this change.');
    expect(databaseMessage(rls, 'ar')).toBe('غير مسموح لك بإجراء هذا التغيير.');
    // A unique index this app has no text for: the kind, not the index's name.
    const otherDuplicate = {
      code: '23505',
      message: 'duplicate key value violates unique constraint "menu_items_pkey"',
    };
    expect(databaseMessage(otherDuplicate, 'ar')).toBe('هذا موجود من قبل.');
    // A known constraint still wins over its SQLSTATE.
    expect(databaseMessage(duplicateCategory, 'ar')).toBe('توجد فئة بهذا الاسم من قبل');
    const gone = { code: 'PGRST116', message: 'Cannot coerce the result to a single JSON object' };
    expect(databaseMessage(gone, 'ar')).toBe('لم يُعثر عليه (ربما حُذف)؛ أعد تحميل الصفحة.');
    const expired = { code: 'PGRST303', message: 'JWT expired' };
    expect(databaseMessage(expired, 'en')).toBe('Your session has ended: log in again.');
    expect(
      databaseMessage({ code: '23503', message: 'insert or update violates foreign key' }, 'ar'),
    ).toMatch(/[\u0600-\u06ff]/);
  });

  it('keeps the backend’s own text for a refusal without a known code', () => {
    expect(databaseMessage({ code: 'XX000', message: 'internal error' }, 'ar')).toBe(
      'internal error',
    );
    expect(databaseMessage({ message: 'Failed to fetch' }, 'ar')).toBe('Failed to fetch');
    // A hint that is not a code (Postgres's own advice) is not taken for one.
    const advice = {
      code: '42883',
      message: 'function x() does not exist',
      hint: 'No function matches',
    };
    expect(databaseMessage(advice, 'ar')).toBe(advice.message);
    // Details that are not JSON still give a message.
    expect(databaseMessage({ ...nameMissing, details: 'menu_items.name_ar is blank' }, 'en')).toBe(
      'Enter the item name in English, the primary language of this menu',
    );
  });

  it('is what throwIfError throws', () => {
    expect(() => throwIfError(duplicateCategory)).toThrow(ApiError);
    expect(() => throwIfError(duplicateCategory)).toThrow(
      'A category with this name already exists',
    );
    expect(() => throwIfError(null)).not.toThrow();
  });
});
