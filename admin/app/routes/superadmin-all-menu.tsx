import { PageStatus } from '../../lib/ui/page-status.tsx';
import { Pager } from '../../lib/ui/pager.tsx';
import { SearchBox } from '../../lib/ui/search-box.tsx';
import { errorText } from '../../lib/api/errors.ts';
import { ALL_ITEMS_PAGE_SIZE } from '../../features/superadmin/api/get-all-items.ts';
import { useAllMenu } from '../../features/superadmin/hooks/use-all-menu.ts';
import { AllItemsTable } from '../../features/superadmin/components/all-items-table.tsx';
import { DeleteItemDialog } from '../../features/superadmin/components/delete-item-dialog.tsx';
import { EditItemDialog } from '../../features/superadmin/components/edit-item-dialog.tsx';
import { useI18n } from '../../lib/i18n/language-context.ts';

/** /superadmin/all-menu: every item of every business, with working Edit and Delete. */
export default function SuperadminAllMenuRoute() {
  const { lang, t } = useI18n();
  const screen = useAllMenu();
  const { search, page, items } = screen;
  const data = items.data;
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
          onSearch={screen.setSearch}
        />
      </header>
      {items.isError && !data && (
        <PageStatus
          tone="error"
          action={{ label: t.common.retry, onClick: () => void items.refetch() }}
        >
          {t.superadmin.loadItemsFailed(errorText(items.error, lang))}
        </PageStatus>
      )}
      {items.isPending && <PageStatus busy>{t.superadmin.loadingItems}</PageStatus>}
      {data && (
        <>
          <AllItemsTable
            rows={data.rows}
            onEdit={screen.edit}
            onDelete={(row) => screen.setDeleting(row)}
          />
          <Pager
            page={page}
            pageSize={ALL_ITEMS_PAGE_SIZE}
            total={data.total}
            onPageChange={screen.setPage}
            label={t.superadmin.itemsLabel}
            labels={t.pager}
          />
        </>
      )}
      <EditItemDialog
        item={screen.editing}
        onClose={() => screen.edit(null)}
        onSave={screen.save}
        saving={screen.saving}
        saveError={screen.saveError}
      />
      <DeleteItemDialog
        item={screen.deleting}
        onClose={() => screen.setDeleting(null)}
        onConfirm={screen.confirmDelete}
      />
    </section>
  );
}
