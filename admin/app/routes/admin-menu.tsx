import { Suspense, lazy } from 'react';
import { errorText } from '../../lib/api/errors.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { Button } from '../../lib/ui/button.tsx';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog.tsx';
import { CategoriesPanel } from '../../features/menu/components/categories-panel.tsx';
import { ItemFormDialog } from '../../features/menu/components/item-form-dialog.tsx';
import { ItemOrderDialog } from '../../features/menu/components/item-order-dialog.tsx';
import { MenuItemsSection } from '../../features/menu/components/menu-items-section.tsx';
import { useMenuScreen } from '../../features/menu/hooks/use-menu-screen.ts';
import { BranchItemSettings } from '../../features/branches/components/branch-item-settings.tsx';
import { useMyBusiness } from '../../lib/business/my-business-context.ts';
import '../../features/menu/components/menu.css';

// Import and export (with the CSV parser) load only when the owner opens them.
const MenuTransferDialog = lazy(
  () => import('../../features/menu/components/menu-transfer-dialog.tsx'),
);

/** /admin/menu: categories, the searchable item grid and the add/edit dialog. */
export default function AdminMenuRoute() {
  const { lang, t } = useI18n();
  const screen = useMenuScreen();
  const { categoriesQuery, categories, categoryActions, itemForm, itemOrder, deletion } = screen;
  const { languages, primary } = screen;
  const { branches } = useMyBusiness();
  const editing = itemForm.form?.mode === 'edit' ? itemForm.form.item : undefined;

  return (
    <div className="ui-page">
      <header className="ui-page__header menu-header">
        <h1>{t.menu.heading}</h1>
        <Button variant="secondary" onClick={() => screen.setTransferOpen(true)}>
          {t.menuImport.open}
        </Button>
        <Button variant="secondary" onClick={screen.arrange}>
          {t.options.arrange}
        </Button>
        <Button className="menu-header__add" onClick={() => itemForm.open({ mode: 'add' })}>
          {t.menu.addItem}
        </Button>
      </header>
      <div className="menu-layout">
        <div className="menu-layout__side">
          {categoriesQuery.isError && !categoriesQuery.data ? (
            <div className="ui-panel" role="alert">
              <p className="ui-error">{errorText(categoriesQuery.error, lang)}</p>
              <Button variant="secondary" onClick={() => void categoriesQuery.refetch()}>
                {t.common.retry}
              </Button>
            </div>
          ) : (
            <CategoriesPanel
              categories={categories}
              languages={languages}
              primary={primary}
              onAdd={categoryActions.add}
              onRename={categoryActions.rename}
              onDelete={categoryActions.remove}
              onMove={categoryActions.move}
              busy={categoryActions.moving || categoriesQuery.isFetching}
            />
          )}
        </div>
        <MenuItemsSection screen={screen} />
      </div>
      <ItemFormDialog
        key={itemForm.formKey}
        open={itemForm.form !== null}
        item={editing}
        categories={categories}
        languages={languages}
        primary={primary}
        progress={itemForm.progress}
        saveError={itemForm.error}
        onOpenChange={(open) => !open && itemForm.close()}
        onSubmit={itemForm.submit}
        branchSettings={
          editing && branches.length > 1 ? (
            <BranchItemSettings itemId={editing.id} branches={branches} primary={primary} />
          ) : null
        }
      />
      <ItemOrderDialog
        open={itemOrder.open}
        onOpenChange={itemOrder.setOpen}
        categories={categories}
        categoryId={itemOrder.categoryId}
        onCategoryChange={itemOrder.setCategoryId}
        items={itemOrder.items}
        onMove={itemOrder.move}
        busy={itemOrder.busy}
      />
      {screen.transferOpen && (
        <Suspense fallback={null}>
          <MenuTransferDialog
            open
            onOpenChange={screen.setTransferOpen}
            business={screen.business}
            primary={primary}
          />
        </Suspense>
      )}
      <ConfirmDialog
        message={deletion.pending ? t.menu.confirmDeleteItem : null}
        confirmLabel={t.menu.deleteItemConfirm}
        onCancel={deletion.cancel}
        onConfirm={deletion.confirm}
      />
    </div>
  );
}
