import { svgDataUrl } from '../../../lib/qr-codes.ts';
import { useI18n } from '../../../lib/i18n/language-context.ts';
import type { TableCode } from '../lib/table-qr.ts';
import { DEFAULT_CARDS_PER_PAGE, type CardsPerPage } from '../lib/cards-per-page.ts';
import './table-cards.css';

export interface TableCardSheetProps {
  businessName: string;
  codes: readonly TableCode[];
  /** How many cards one A4 page holds in print (the grid and the code's size follow). */
  perPage?: CardsPerPage;
}

function pagesOf<T>(items: readonly T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}

/** One card per table (business name, table label, its QR code), `perPage` to an A4 page in print. */
export function TableCardSheet({
  businessName,
  codes,
  perPage = DEFAULT_CARDS_PER_PAGE,
}: TableCardSheetProps) {
  const { t } = useI18n();
  // One list per printed page, so each page breaks where the owner expects, whatever the browser's
  // grid fragmentation does.
  return (
    <div className="tc-sheet" data-testid="table-card-sheet" data-per-page={perPage}>
      {pagesOf(codes, perPage).map((page, index) => (
        <ul key={index} className="tc-page">
          {page.map((code) => (
            <li key={code.label} className="tc-card" data-table={code.label} data-url={code.url}>
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
      ))}
    </div>
  );
}
