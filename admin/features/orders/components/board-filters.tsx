import { useI18n } from '../../../lib/i18n/language-context.ts';
import {
  ORDER_STATUSES,
  ORDER_TYPES,
  type BoardFilter,
  type OrderStatus,
  type OrderType,
} from '../lib/board.ts';
import { Field } from '../../../lib/ui/field.tsx';

export interface BoardFiltersProps {
  filter: BoardFilter;
  tables: readonly string[];
  onChange: (filter: BoardFilter) => void;
}

/** Table, type and status, each "all" by default. */
export function BoardFilters({ filter, tables, onChange }: BoardFiltersProps) {
  const { t } = useI18n();
  return (
    <fieldset className="board-filters">
      <legend className="visually-hidden">{t.board.filters}</legend>
      <Field variant="compact" label={t.board.filterTable}>
        {(control) => (
          <select
            {...control}
            value={filter.table}
            onChange={(event) => onChange({ ...filter, table: event.target.value })}
          >
            <option value="">{t.board.allTables}</option>
            {tables.map((label) => (
              <option key={label} value={label}>
                {t.board.table(label)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field variant="compact" label={t.board.filterType}>
        {(control) => (
          <select
            {...control}
            value={filter.type}
            onChange={(event) =>
              onChange({ ...filter, type: event.target.value as OrderType | '' })
            }
          >
            <option value="">{t.board.allTypes}</option>
            {ORDER_TYPES.map((type) => (
              <option key={type} value={type}>
                {t.board.type[type]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field variant="compact" label={t.board.filterStatus}>
        {(control) => (
          <select
            {...control}
            value={filter.status}
            onChange={(event) =>
              onChange({ ...filter, status: event.target.value as OrderStatus | 'open' | '' })
            }
          >
            <option value="">{t.board.allStatuses}</option>
            <option value="open">{t.board.openStatuses}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.board.status[status]}
              </option>
            ))}
          </select>
        )}
      </Field>
    </fieldset>
  );
}
