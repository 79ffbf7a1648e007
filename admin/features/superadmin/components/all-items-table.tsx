import { Link } from 'react-router-dom';
import { pickText } from '../../../../shared/domain/i18n.ts';

import { formatAmount } from '../../../../shared/domain/money.ts';
import type { AllMenuRow } from '../lib/types.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import './superadmin.css';
import { Button } from '../../../lib/ui/button.tsx';

export interface AllItemsTableProps {
  rows: AllMenuRow[];
  onEdit: (row: AllMenuRow) => void;
  onDelete: (row: AllMenuRow) => void;
  /** Row ids with a save or delete in flight: their buttons wait. */
  busyIds?: ReadonlySet<string>;
}

/** Every menu item across businesses, with the superadmin's Edit and Delete. */
export function AllItemsTable({ rows, onEdit, onDelete, busyIds }: AllItemsTableProps) {
  const { lang, t } = useI18n();
  if (rows.length === 0) return <p className="sa-empty">{t.superadmin.noItems}</p>;
  return (
    <div className="sa-table-wrap">
      <table className="sa-table">
        <thead>
          <tr>
            <th scope="col">{t.superadmin.business}</th>
            <th scope="col">{t.superadmin.item}</th>
            <th scope="col" className="sa-num">
              {t.superadmin.price}
            </th>
            <th scope="col">{t.superadmin.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const busy = busyIds?.has(row.id) ?? false;
            const primary = row.primary ?? 'en';
            const name = pickText(row.name, row.nameAr, lang, primary);
            const businessName = pickText(row.businessName, row.businessNameAr, lang, primary);
            return (
              <tr key={row.id} data-item-id={row.id}>
                <td>
                  <Link to={`/superadmin/${row.businessSlug}/menu`}>{businessName}</Link>
                  <span className="ui-muted" dir="ltr">
                    {' '}
                    /{row.businessSlug}
                  </span>
                </td>
                <th scope="row">{name}</th>
                {/* The column header already says OMR; the cell shows the amount alone. */}
                <td className="sa-num">
                  {Number.isFinite(row.priceBaisa) ? (
                    formatAmount(row.priceBaisa)
                  ) : (
                    <span className="ui-field__error">{t.superadmin.badPrice}</span>
                  )}
                </td>
                <td>
                  <div className="sa-row-actions">
                    <Button
                      variant="secondary"
                      disabled={busy}
                      aria-label={t.superadmin.editRow(name, businessName)}
                      onClick={() => onEdit(row)}
                    >
                      {t.common.edit}
                    </Button>
                    <Button
                      variant="danger"
                      disabled={busy}
                      aria-label={t.superadmin.deleteRow(name, businessName)}
                      onClick={() => onDelete(row)}
                    >
                      {t.common.delete}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
