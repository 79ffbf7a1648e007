import { svgDataUrl } from '../../../lib/qr-codes.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import type { TableCode } from '../lib/table-qr.ts';
import './table-cards.css';

export interface TableCardSheetProps {
  businessName: string;
  codes: readonly TableCode[];
}

/** One card per table (business name, table label, its QR code), six to an A4 page in print. */
export function TableCardSheet({ businessName, codes }: TableCardSheetProps) {
  const { t } = useI18n();
  return (
    <ul className="tc-sheet" data-testid="table-card-sheet">
      {codes.map((code) => (
        <li key={code.label} className="tc-card" data-table={code.label}>
          <p className="tc-card__name" dir="auto">
            {businessName}
          </p>
          <p className="tc-card__table" dir="auto">
            {t.tableCards.table(code.label)}
          </p>
          <img
            className="tc-card__code"
            src={svgDataUrl(code.svg)}
            alt={t.tableCards.qrAlt(code.label)}
            width={180}
            height={180}
          />
          <p className="tc-card__cta">{t.tableCards.cta}</p>
        </li>
      ))}
    </ul>
  );
}
