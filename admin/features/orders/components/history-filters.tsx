import { SearchBox } from '../../../lib/ui/search-box.tsx';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { Field } from '../../../lib/ui/field.tsx';
import { ORDER_STATUSES, ORDER_TYPES } from '../lib/board.ts';
import { PAYMENTS, type HistoryFilter } from '../lib/history.ts';
import { ChoiceFilter } from './choice-filter.tsx';

export interface HistoryFiltersProps {
  filter: HistoryFilter;
  tables: readonly string[];
  onChange: (filter: HistoryFilter) => void;
}

/** Muscat days, status, type, table, payment and a search by number or name. */
export function HistoryFilters({ filter, tables, onChange }: HistoryFiltersProps) {
  const { t } = useI18n();
  const set = (part: Partial<HistoryFilter>) => onChange({ ...filter, ...part });
  return (
    <fieldset className="history-filters">
      <legend className="visually-hidden">{t.history.filters}</legend>
      <Field variant="compact" label={t.history.from}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={filter.from}
            max={filter.to}
            required
            onChange={(event) => event.target.value && set({ from: event.target.value })}
          />
        )}
      </Field>
      <Field variant="compact" label={t.history.to}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={filter.to}
            min={filter.from}
            required
            onChange={(event) => event.target.value && set({ to: event.target.value })}
          />
        )}
      </Field>
      <ChoiceFilter
        label={t.board.filterStatus}
        value={filter.status}
        all={t.board.allStatuses}
        choices={ORDER_STATUSES.map((status) => ({ value: status, label: t.board.status[status] }))}
        onChange={(status) => set({ status })}
      />
      <ChoiceFilter
        label={t.board.filterType}
        value={filter.type}
        all={t.board.allTypes}
        choices={ORDER_TYPES.map((type) => ({ value: type, label: t.board.type[type] }))}
        onChange={(type) => set({ type })}
      />
      <ChoiceFilter
        label={t.board.filterTable}
        value={filter.table}
        all={t.board.allTables}
        choices={tables.map((label) => ({ value: label, label: t.board.table(label) }))}
        onChange={(table) => set({ table })}
      />
      <ChoiceFilter
        label={t.history.payment}
        value={filter.payment}
        all={t.history.allPayments}
        choices={PAYMENTS.map((payment) => ({
          value: payment,
          label: t.board.paymentKind[payment] ?? payment,
        }))}
        onChange={(payment) => set({ payment })}
      />
      <SearchBox
        label={t.history.search}
        placeholder={t.history.searchPlaceholder}
        value={filter.search}
        onSearch={(search) => set({ search })}
      />
    </fieldset>
  );
}
