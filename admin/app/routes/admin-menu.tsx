import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Pager } from '../../lib/ui/pager.tsx';
import { supabase } from '../../lib/api/client.ts';
import { errorMessage, errorText } from '../../lib/api/errors.ts';
import { useLoader } from '../../lib/hooks/use-loader.ts';
import { useMyBusiness } from '../../lib/business/my-business-context.ts';
import { createCategory } from '../../features/menu/api/create-category.ts';
import { deleteCategory } from '../../features/menu/api/delete-category.ts';
import { deleteItem } from '../../features/menu/api/delete-item.ts';
import { getCategories } from '../../features/menu/api/get-categories.ts';
import { getMenuItems } from '../../features/menu/api/get-menu-items.ts';
import { reorderCategories } from '../../features/menu/api/reorder-categories.ts';
import type { Category, MenuItem } from '../../features/menu/api/types.ts';
import {
  CategoriesPanel,
  type CategoryNames,
} from '../../features/menu/components/categories-panel.tsx';
import { updateCategoryNames } from '../../features/menu/api/update-category.ts';
import { menuLanguages } from '../../lib/i18n/business-texts.ts';
import { ConfirmDialog } from '../../lib/ui/confirm-dialog.tsx';
import { ItemFormDialog } from '../../features/menu/components/item-form-dialog.tsx';
import { ItemGrid } from '../../features/menu/components/item-grid.tsx';
import { MenuListState } from '../../features/menu/components/menu-list-state.tsx';
import { MenuToolbar } from '../../features/menu/components/menu-toolbar.tsx';
import { useItemForm } from '../../features/menu/hooks/use-item-form.ts';
import { useItemOrder } from '../../features/menu/hooks/use-item-order.ts';
import { useSoldOut } from '../../features/menu/hooks/use-sold-out.ts';
import { ItemOrderDialog } from '../../features/menu/components/item-order-dialog.tsx';
import { NO_CATEGORY } from '../../features/menu/api/get-category-items.ts';
import { useMenuQuery } from '../../features/menu/hooks/use-menu-query.ts';
import { PAGE_SIZE } from '../../features/menu/lib/menu-query.ts';
import { moveCategory } from '../../features/menu/lib/reorder.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';
import '../../features/menu/components/menu.css';

const NO_CATEGORIES: readonly Category[] = [];

// Import and export (with the CSV parser) load only when the owner opens them.
const MenuTransferDialog = lazy(
  () => import('../../features/menu/components/menu-transfer-dialog.tsx'),
);

/** /admin/menu: categories, the searchable item grid and the add/edit dialog. */
export default function AdminMenuRoute() {
  const { business } = useMyBusiness();
  const { lang, t } = useI18n();
  const businessId = business.id;
  const { languages, primary } = menuLanguages(business);
  const [query, setQuery] = useMenuQuery();
  const setSearch = useCallback((search: string) => setQuery({ search }), [setQuery]);

  const loadCategories = useCallback(() => getCategories(supabase, businessId), [businessId]);
  const { state: categoriesState, reload: reloadCategories } = useLoader(loadCategories);
  const categories = categoriesState.data ?? NO_CATEGORIES;
  const categoriesError = categoriesState.status === 'error' ? categoriesState.message : null;
  useEffect(() => {
    if (categoriesError) toast.error(categoriesError);
  }, [categoriesError]);

  const loadItems = useCallback(
    () => getMenuItems(supabase, businessId, query),
    [businessId, query],
  );
  const { state: itemsState, reload: reloadItems } = useLoader(loadItems);
  const page = itemsState.data;
  const outOfRange = itemsState.status === 'ready' && itemsState.data.outOfRange;
  useEffect(() => {
    if (outOfRange) setQuery({ page: 1 });
  }, [outOfRange, setQuery]);

  const itemForm = useItemForm(businessId, reloadItems);
  const soldOut = useSoldOut(reloadItems);
  const { reset: resetSoldOut } = soldOut;
  useEffect(() => resetSoldOut(), [page, resetSoldOut]);
  const itemOrder = useItemOrder(businessId, reloadItems);
  const [pendingDelete, setPendingDelete] = useState<MenuItem | null>(null);
  const [reordering, setReordering] = useState(false);
  const [transferOpen, setTransferOpen] = useState(false);
  const reloadMenu = useCallback(() => {
    reloadCategories();
    reloadItems();
  }, [reloadCategories, reloadItems]);

  async function addCategory(names: CategoryNames): Promise<boolean> {
    try {
      const lastOrder = categories.reduce((max, c) => Math.max(max, c.sort_order), -1);
      await createCategory({ businessId, ...names, primary, sortOrder: lastOrder + 1 });
      toast.success(t.menu.categoryAdded);
      reloadCategories();
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    }
  }

  async function renameCategory(category: Category, names: CategoryNames): Promise<boolean> {
    try {
      await updateCategoryNames(category.id, names);
      toast.success(t.menu.categoryUpdated);
      reloadCategories();
      // Item cards show their category's name.
      reloadItems();
      return true;
    } catch (error) {
      toast.error(errorMessage(error));
      return false;
    }
  }

  async function removeCategory(category: Category) {
    try {
      await deleteCategory(category.id);
      toast.success(t.menu.categoryDeleted);
      if (query.category === category.id) setQuery({ category: 'all' });
      reloadCategories();
      reloadItems();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function move(index: number, delta: -1 | 1) {
    setReordering(true);
    try {
      await reorderCategories(moveCategory(categories, index, delta));
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      reloadCategories();
      setReordering(false);
    }
  }

  async function removeItem(item: MenuItem) {
    try {
      const { imageError } = await deleteItem(item.id);
      toast.success(t.menu.itemDeleted);
      if (imageError) toast.warning(t.superadmin.imageNotRemoved(errorText(imageError, lang)));
      reloadItems();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  const filtered = query.search.trim() !== '' || query.category !== 'all';
  let listArea;
  if (itemsState.status === 'error') {
    listArea = <MenuListState kind="error" message={itemsState.message} onRetry={reloadItems} />;
  } else if (!page) {
    listArea = <MenuListState kind="loading" />;
  } else if (page.items.length === 0) {
    listArea = filtered ? (
      <MenuListState kind="no-match" />
    ) : (
      <MenuListState kind="empty-menu" onAddItem={() => itemForm.open({ mode: 'add' })} />
    );
  } else {
    listArea = (
      <>
        <ItemGrid
          items={soldOut.apply(page.items)}
          languages={languages}
          primary={primary}
          onEdit={(item) => itemForm.open({ mode: 'edit', item })}
          onDelete={setPendingDelete}
          onSoldOut={soldOut.toggleItem}
          onChoiceSoldOut={soldOut.toggleChoice}
        />
        <Pager
          page={query.page}
          pageSize={PAGE_SIZE}
          total={page.total}
          onPageChange={(next) => setQuery({ page: next })}
          label={t.menu.pagerLabel}
          unit={t.menu.pagerUnit}
          labels={t.pager}
        />
      </>
    );
  }

  return (
    <div className="ui-page">
      <header className="ui-page__header menu-header">
        <h1>{t.menu.heading}</h1>
        <button
          type="button"
          className="ui-button ui-button--secondary"
          onClick={() => setTransferOpen(true)}
        >
          {t.menuImport.open}
        </button>
        <button
          type="button"
          className="ui-button ui-button--secondary"
          onClick={() =>
            itemOrder.openFor(
              query.category !== 'all' ? query.category : (categories[0]?.id ?? NO_CATEGORY),
            )
          }
        >
          {t.options.arrange}
        </button>
        <button
          type="button"
          className="ui-button menu-header__add"
          onClick={() => itemForm.open({ mode: 'add' })}
        >
          {t.menu.addItem}
        </button>
      </header>
      <div className="menu-layout">
        <div className="menu-layout__side">
          {categoriesState.status === 'error' ? (
            <div className="ui-panel" role="alert">
              <p className="ui-error">{categoriesState.message}</p>
              <button
                type="button"
                className="ui-button ui-button--secondary"
                onClick={reloadCategories}
              >
                {t.common.retry}
              </button>
            </div>
          ) : (
            <CategoriesPanel
              categories={categories}
              languages={languages}
              primary={primary}
              onAdd={addCategory}
              onRename={renameCategory}
              onDelete={(category) => void removeCategory(category)}
              onMove={(index, delta) => void move(index, delta)}
              busy={reordering || categoriesState.status === 'loading'}
            />
          )}
        </div>
        <section className="ui-page menu-layout__main" aria-label={t.menu.itemsRegion}>
          <MenuToolbar
            onSearch={setSearch}
            query={query}
            categories={categories}
            primary={primary}
            onChange={setQuery}
          />
          {page && itemsState.status !== 'error' ? (
            <p className="ui-muted" aria-live="polite">
              {t.common.items(page.total)}
              {itemsState.status === 'loading' ? t.common.updating : ''}
            </p>
          ) : null}
          {listArea}
        </section>
      </div>
      <ItemFormDialog
        key={itemForm.formKey}
        open={itemForm.form !== null}
        item={itemForm.form?.mode === 'edit' ? itemForm.form.item : undefined}
        categories={categories}
        languages={languages}
        primary={primary}
        progress={itemForm.progress}
        onOpenChange={(open) => !open && itemForm.close()}
        onSubmit={itemForm.submit}
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
      {transferOpen && (
        <Suspense fallback={null}>
          <MenuTransferDialog
            open
            onOpenChange={setTransferOpen}
            business={business}
            primary={primary}
            onImported={reloadMenu}
          />
        </Suspense>
      )}
      <ConfirmDialog
        message={pendingDelete ? t.menu.confirmDeleteItem : null}
        confirmLabel={t.menu.deleteItemConfirm}
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => {
          if (pendingDelete) void removeItem(pendingDelete);
          setPendingDelete(null);
        }}
      />
    </div>
  );
}
