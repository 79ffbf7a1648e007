import './pager.css';
import { Button } from './button.tsx';

export interface PagerProps {
  /** 1-based page number. */
  page: number;
  pageSize: number;
  /** Rows the database counted; the browser only holds one page of them. */
  total: number;
  onPageChange: (page: number) => void;
  /** What is being paged, for screen readers ("Menu items" gives "Menu items pages"). */
  label: string;
  /** When set, the count follows the page numbers: "Page 1 of 2 (30 items)". */
  unit?: string;
  /** The fixed texts in the screen's language (English by default). */
  labels?: PagerLabels;
}

export interface PagerLabels {
  previous: string;
  next: string;
  pages: (label: string) => string;
  pageOf: (page: number, pages: number) => string;
}

const ENGLISH: PagerLabels = {
  previous: 'Previous',
  next: 'Next',
  pages: (label) => `${label} pages`,
  pageOf: (page, pages) => `Page ${page} of ${pages}`,
};

/** Previous / Next over a server-side list; hidden when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPageChange,
  label,
  unit,
  labels = ENGLISH,
}: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="ui-pager" aria-label={labels.pages(label)}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {labels.previous}
      </Button>
      <span aria-live="polite">
        {labels.pageOf(Math.min(page, pages), pages)}
        {unit ? ` (${total} ${unit})` : ''}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {labels.next}
      </Button>
    </nav>
  );
}
