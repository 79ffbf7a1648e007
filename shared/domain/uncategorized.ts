// Items whose category was deleted (category_id set null) are listed under this label, in the
// customer menu and in the admin screens alike.
export const UNCATEGORIZED_LABELS = { en: 'Uncategorized', ar: 'غير مصنف' } as const;
