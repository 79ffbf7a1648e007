// The all-menu screen's state: the page of items the URL asks for, and the item being edited or
// deleted with the writes that go with them.
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { pickText } from '../../../../shared/domain/i18n.ts';
import { errorText } from '../../../lib/api/errors.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import type { AllMenuRow, ItemEdit } from '../lib/types.ts';
import { usePageParams } from './use-page-params.ts';
import { useAllItems, useDeleteItem, useUpdateItem } from './use-superadmin-api.ts';

export function useAllMenu() {
  const { lang, t } = useI18n();
  // Names as this admin reads them: an Arabic-only business's items have no English name.
  const shown = (row: AllMenuRow) => ({
    name: pickText(row.name, row.nameAr, lang, row.primary ?? 'en'),
    businessName: pickText(row.businessName, row.businessNameAr, lang, row.primary ?? 'en'),
  });
  const pageParams = usePageParams();
  const { search, page, setPage } = pageParams;
  const items = useAllItems({ search, page });
  const update = useUpdateItem();
  const remove = useDeleteItem();
  const [editing, setEditing] = useState<AllMenuRow | null>(null);
  const [deleting, setDeleting] = useState<AllMenuRow | null>(null);

  // Deleting the last row of the last page would leave an empty page behind: step back one.
  const data = items.data;
  const emptyPage = items.isSuccess && !items.isPlaceholderData && data?.rows.length === 0;
  useEffect(() => {
    if (emptyPage && page > 1) setPage(page - 1);
  }, [emptyPage, page, setPage]);

  function edit(row: AllMenuRow | null) {
    // A refusal shown for the last item is not this one's.
    update.reset();
    setEditing(row);
  }

  function save(changes: ItemEdit) {
    if (!editing) return;
    update.mutate(
      { row: editing, edit: changes },
      {
        onSuccess: () => {
          const name = pickText(changes.name, changes.nameAr, lang, editing.primary ?? 'en');
          toast.success(t.superadmin.updated(name));
          setEditing(null);
        },
      },
    );
  }

  async function confirmDelete(): Promise<void> {
    if (!deleting) return;
    const { name } = shown(deleting);
    try {
      const { imageError } = await remove.mutateAsync(deleting);
      toast.success(t.superadmin.deleted(name));
      if (imageError) toast.warning(t.superadmin.imageNotRemoved(errorText(imageError, lang)));
    } catch {
      // The query cache's default path has shown the refusal.
    }
  }

  return {
    ...pageParams,
    items,
    editing,
    edit,
    save,
    saving: update.isPending,
    saveError: update.isError ? errorText(update.error, lang) : null,
    deleting: deleting && shown(deleting),
    setDeleting,
    confirmDelete,
  };
}
