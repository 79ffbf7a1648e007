import { Link } from 'react-router-dom';
import { formatAmount } from '../../../../shared/domain/money.ts';
import type { AllMenuRow } from '../types.ts';
import './superadmin.css';

export interface AllItemsTableProps {
  rows: AllMenuRow[];
  onEdit: (row: AllMenuRow) => void;
  onDelete: (row: AllMenuRow) => void;
  /** Row ids with a save or delete in flight: their buttons wait. */
  busyIds?: ReadonlySet<string>;
}

/** Every menu item across businesses, with the superadmin's Edit and Delete. */
export function AllItemsTable({ rows, onEdit, onDelete, busyIds }: AllItemsTableProps) {
  if (rows.length === 0) return <p className="sa-empty">No menu items found.</p>;
  return (
    <div className="sa-table-wrap">
      <table className="sa-table">
        <thead>
          <tr>
            <th scope="col">Business</th>
            <th scope="col">Item</th>
            <th scope="col" className="sa-num">
              Price (OMR)
            </th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const busy = busyIds?.has(row.id) ?? false;
            return (
              <tr key={row.id} data-item-id={row.id}>
                <td>
                  <Link to={`/superadmin/${row.businessSlug}/menu`}>{row.businessName}</Link>
                  <span className="sa-muted"> /{row.businessSlug}</span>
                </td>
                <th scope="row">{row.name}</th>
                {/* The column header already says OMR; the cell shows the amount alone. */}
                <td className="sa-num">{formatAmount(row.priceBaisa)}</td>
                <td>
                  <div className="sa-row-actions">
                    <button
                      type="button"
                      className="sa-button sa-button--ghost"
                      disabled={busy}
                      aria-label={`Edit ${row.name} (${row.businessName})`}
                      onClick={() => onEdit(row)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="sa-button sa-button--danger"
                      disabled={busy}
                      aria-label={`Delete ${row.name} (${row.businessName})`}
                      onClick={() => onDelete(row)}
                    >
                      Delete
                    </button>
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
