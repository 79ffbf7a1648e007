import { SearchBox } from '../../../lib/ui/search-box.tsx';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import { ORDER_STATUSES, ORDER_TYPES, type OrderStatus, type OrderType } from '../lib/board.ts';
import { PAYMENTS, type HistoryFilter, type Payment } from '../lib/history.ts';

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
      <label className="ui-label">
        <span>{t.history.from}</span>
        <input
          type="date"
          value={filter.from}
          max={filter.to}
          required
          onChange={(event) => event.target.value && set({ from: event.target.value })}
        />
      </label>
      <label className="ui-label">
        <span>{t.history.to}</span>
        <input
          type="date"
          value={filter.to}
          min={filter.from}
          required
          onChange={(event) => event.target.value && set({ to: event.target.value })}
        />
      </label>
      <label className="ui-label">
        <span>{t.board.filterStatus}</span>
        <select
          value={filter.status}
          onChange={(event) => set({ status: event.target.value as OrderStatus | '' })}
        >
          <option value="">{t.board.allStatuses}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t.board.status[status]}
            </option>
          ))}
        </select>
      </label>
      <label className="ui-label">
        <span>{t.board.filterType}</span>
        <select
          value={filter.type}
          onChange={(event) => set({ type: event.target.value as OrderType | '' })}
        >
          <option value="">{t.board.allTypes}</option>
          {ORDER_TYPES.map((type) => (
            <option key={type} value={type}>
              {t.board.type[type]}
            </option>
          ))}
        </select>
      </label>
      <label className="ui-label">
        <span>{t.board.filterTable}</span>
        <select value={filter.table} onChange={(event) => set({ table: event.target.value })}>
          <option value="">{t.board.allTables}</option>
          {tables.map((label) => (
            <option key={label} value={label}>
              {t.board.table(label)}
            </option>
          ))}
        </select>
      </label>
      <label className="ui-label">
        <span>{t.history.payment}</span>
        <select
          value={filter.payment}
          onChange={(event) => set({ payment: event.target.value as Payment | '' })}
        >
          <option value="">{t.history.allPayments}</option>
          {PAYMENTS.map((payment) => (
            <option key={payment} value={payment}>
              {t.board.paymentKind[payment]}
            </option>
          ))}
        </select>
      </label>
      <SearchBox
        label={t.history.search}
        placeholder={t.history.searchPlaceholder}
        value={filter.search}
        onSearch={(search) => set({ search })}
      />
    </fieldset>
  );
}
