import { errorText } from '../../../lib/api/errors.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Pager } from '../../../lib/ui/pager.tsx';
import type { MenuScreen } from '../hooks/use-menu-screen.ts';
import { PAGE_SIZE } from '../lib/menu-query.ts';
import { ItemGrid } from './item-grid.tsx';
import { MenuListState } from './menu-list-state.tsx';
import { MenuToolbar } from './menu-toolbar.tsx';

/** The items side of /admin/menu: search and filters, the count, then the grid or its state. */
export function MenuItemsSection({ screen }: { screen: MenuScreen }) {
  const { lang, t } = useI18n();
  const { query, setQuery, itemsQuery, itemForm, soldOut, deletion, languages, primary } = screen;
  const page = itemsQuery.data;
  const filtered = query.search.trim() !== '' || query.category !== 'all';
  let listArea;
  if (itemsQuery.isError && !page) {
    listArea = (
      <MenuListState
        kind="error"
        message={errorText(itemsQuery.error, lang)}
        onRetry={() => void itemsQuery.refetch()}
      />
    );
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
          onDelete={deletion.ask}
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
    <section className="ui-page menu-layout__main" aria-label={t.menu.itemsRegion}>
      <MenuToolbar
        onSearch={screen.setSearch}
        query={query}
        categories={screen.categories}
        primary={primary}
        onChange={setQuery}
      />
      {page ? (
        <p className="ui-muted" aria-live="polite">
          {t.common.items(page.total)}
          {itemsQuery.isFetching ? t.common.updating : ''}
        </p>
      ) : null}
      {listArea}
    </section>
  );
}
