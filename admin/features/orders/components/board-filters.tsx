import { useI18n } from '../../../lib/i18n/language-context.ts';
import { ORDER_STATUSES, ORDER_TYPES, type BoardFilter, type OrderStatus } from '../lib/board.ts';
import { ChoiceFilter } from './choice-filter.tsx';

export interface BoardFiltersProps {
  filter: BoardFilter;
  tables: readonly string[];
  onChange: (filter: BoardFilter) => void;
}

/** Table, type and status, each "all" by default. */
export function BoardFilters({ filter, tables, onChange }: BoardFiltersProps) {
  const { t } = useI18n();
  const set = (part: Partial<BoardFilter>) => onChange({ ...filter, ...part });
  return (
    <fieldset className="board-filters">
      <legend className="visually-hidden">{t.board.filters}</legend>
      <ChoiceFilter
        label={t.board.filterTable}
        value={filter.table}
        all={t.board.allTables}
        choices={tables.map((label) => ({ value: label, label: t.board.table(label) }))}
        onChange={(table) => set({ table })}
      />
      <ChoiceFilter
        label={t.board.filterType}
        value={filter.type}
        all={t.board.allTypes}
        choices={ORDER_TYPES.map((type) => ({ value: type, label: t.board.type[type] }))}
        onChange={(type) => set({ type })}
      />
      <ChoiceFilter<OrderStatus | 'open'>
        label={t.board.filterStatus}
        value={filter.status}
        all={t.board.allStatuses}
        choices={[
          { value: 'open', label: t.board.openStatuses },
          ...ORDER_STATUSES.map((status) => ({ value: status, label: t.board.status[status] })),
        ]}
        onChange={(status) => set({ status })}
      />
    </fieldset>
  );
}
