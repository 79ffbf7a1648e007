import './superadmin.css';

export interface PagerProps {
  /** 1-based page number. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What is being paged, for screen readers ("Businesses", "Menu items"). */
  label: string;
}

/** Previous / Next over a server-side list; the database counts, the browser only holds one page. */
export function Pager({ page, pageSize, total, onPageChange, label }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="sa-pager" aria-label={`${label} pages`}>
      <button
        type="button"
        className="sa-button sa-button--ghost"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </button>
      <span aria-live="polite">
        Page {Math.min(page, pages)} of {pages}
      </span>
      <button
        type="button"
        className="sa-button sa-button--ghost"
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
