import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { useMyBusiness } from '../../lib/business/my-business-context.ts';
import { TableQrList } from '../../features/settings/components/table-qr-list.tsx';
import { downloadTableCode } from '../../features/settings/lib/table-qr.ts';
import { useI18n } from '../../lib/i18n/language-context.ts';
import { buttonClass } from '../../lib/ui/button.tsx';

/** The dashboard's "Table QR codes" section, wired to the owner's business. */
export function DashboardTableCodes() {
  const { business } = useMyBusiness();
  const { t } = useI18n();
  const qrLogo = business.logo_in_qr ? business.logo_url : null;
  const download = (label: string, ext: 'png' | 'svg') =>
    downloadTableCode(window.location.origin, business.slug, label, ext, qrLogo).catch(() =>
      toast.error(t.tableCards.downloadFailed),
    );
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
