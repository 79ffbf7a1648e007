import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { useMyBusiness } from '../../lib/business/my-business-context.ts';
import { TableQrList } from '../../features/settings/components/table-qr-list.tsx';
import { downloadTableCode } from '../../features/settings/lib/table-qr.ts';
import { getTableTokens } from '../../features/settings/api/get-table-tokens.ts';
import { useClient } from '../../lib/api/client-context.tsx';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { buttonClass } from '../../lib/ui/button.tsx';

/** The dashboard's "Table QR codes" section, wired to the owner's business. */
export function DashboardTableCodes() {
  // A per-branch page: the current branch (its own row, with the business-level columns).
  const { branch: business } = useMyBusiness();
  const client = useClient();
  const { t } = useI18n();
  const qrLogo = business.logo_in_qr ? business.logo_url : null;
  // The code carries the table's token (its own order budget), asked for at each download.
  const download = (label: string, ext: 'png' | 'svg') =>
    getTableTokens(client, business.id)
      .then((tokens) =>
        downloadTableCode(
          window.location.origin,
          business.slug,
          label,
          ext,
          tokens.get(label),
          qrLogo,
        ),
      )
      .catch(() => toast.error(t.tableCards.downloadFailed));
  return (
    <TableQrList
      labels={business.table_labels}
      onDownload={(label, ext) => void download(label, ext)}
      actions={
        <>
          {business.table_labels.length > 0 && (
            <Link className={buttonClass()} to="/admin/table-cards">
              {t.tableCards.printSheet}
            </Link>
          )}
          <Link className={buttonClass('secondary')} to="/admin/settings">
            {t.tableCards.editTables}
          </Link>
        </>
      }
    />
  );
}
