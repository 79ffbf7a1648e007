import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { PageStatus } from '../../lib/ui/page-status.tsx';
import { Pager } from '../../lib/ui/pager.tsx';
import { SearchBox } from '../../lib/ui/search-box.tsx';
import { errorMessage, errorText } from '../../lib/api/errors.ts';
import { ALL_ITEMS_PAGE_SIZE } from '../../features/superadmin/api/get-all-items.ts';
import {
  deleteMenuItem,
  updateMenuItem,
  useAllItems,
} from '../../features/superadmin/hooks/use-superadmin-api.ts';
import { usePageParams } from '../../features/superadmin/hooks/use-page-params.ts';
import { AllItemsTable } from '../../features/superadmin/components/all-items-table.tsx';
import { DeleteItemDialog } from '../../features/superadmin/components/delete-item-dialog.tsx';
import { EditItemDialog } from '../../features/superadmin/components/edit-item-dialog.tsx';
import type { AllMenuRow, ItemEdit } from '../../features/superadmin/lib/types.ts';
import { pickText } from '../../../shared/domain/i18n.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';

/** /superadmin/all-menu: every item of every business, with working Edit and Delete. */
export default function SuperadminAllMenuRoute() {
  const { lang, t } = useI18n();
  // Names as this admin reads them: an Arabic-only business's items have no English name.
  const shown = (row: AllMenuRow) => ({
    name: pickText(row.name, row.nameAr, lang, row.primary ?? 'en'),
    businessName: pickText(row.businessName, row.businessNameAr, lang, row.primary ?? 'en'),
  });
  const { search, page, setSearch, setPage } = usePageParams();
  const { state, reload } = useAllItems({ search, page });
  const [editing, setEditing] = useState<AllMenuRow | null>(null);
  const [deleting, setDeleting] = useState<AllMenuRow | null>(null);

  useEffect(() => {
    if (state.status === 'error') toast.error(t.superadmin.loadItemsFailed(state.message));
    // The toast is for a failed load, not for switching language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  // Deleting the last row of the last page would leave an empty page behind: step back one.
  const data = state.data;
  useEffect(() => {
    if (state.status === 'ready' && data && data.rows.length === 0 && page > 1) setPage(page - 1);
  }, [state.status, data, page, setPage]);

  async function save(edit: ItemEdit): Promise<boolean> {
    if (!editing) return false;
    try {
      await updateMenuItem(editing.id, edit);
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    }
    toast.success(
      t.superadmin.updated(pickText(edit.name, edit.nameAr, lang, editing.primary ?? 'en')),
    );
    setEditing(null);
    reload();
    return true;
  }

  async function remove(): Promise<void> {
    if (!deleting) return;
    const { name } = shown(deleting);
    try {
      const { imageError } = await deleteMenuItem(deleting.id);
      toast.success(t.superadmin.deleted(name));
      if (imageError) toast.warning(t.superadmin.imageNotRemoved(errorText(imageError, lang)));
    } catch (error) {
      toast.error(errorMessage(error));
    }
    reload();
  }

  return (
    <section className="sa-page" aria-labelledby="sa-all-menu-title">
      <header className="sa-page__header">
        <div>
          <h1 id="sa-all-menu-title">{t.superadmin.allItems}</h1>
          {data && (
            <p className="ui-muted" aria-live="polite">
              {t.common.items(data.total)}
              {search.trim() ? t.common.matching(search.trim()) : ''}
            </p>
          )}
        </div>
        <SearchBox
          label={t.superadmin.searchItems}
          placeholder={t.superadmin.searchItemsPlaceholder}
          value={search}
          onSearch={setSearch}
        />
      </header>
      {state.status === 'error' && (
        <PageStatus tone="error" action={{ label: t.common.retry, onClick: reload }}>
          {t.superadmin.loadItemsFailed(state.message)}
        </PageStatus>
      )}
      {state.status === 'loading' && !data && (
        <PageStatus busy>{t.superadmin.loadingItems}</PageStatus>
      )}
      {data && (
        <>
          <AllItemsTable rows={data.rows} onEdit={setEditing} onDelete={setDeleting} />
          <Pager
            page={page}
            pageSize={ALL_ITEMS_PAGE_SIZE}
            total={data.total}
            onPageChange={setPage}
            label={t.superadmin.itemsLabel}
            labels={t.pager}
          />
        </>
      )}
      <EditItemDialog item={editing} onClose={() => setEditing(null)} onSave={save} />
      <DeleteItemDialog
        item={deleting && shown(deleting)}
        onClose={() => setDeleting(null)}
        onConfirm={remove}
      />
    </section>
  );
}
