import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The search text and page number of a list, kept in the URL (?q=...&page=2) so reload, back and a
 * shared link show the same page. A new search goes back to page 1.
 */
export function usePageParams() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const parsed = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(parsed) && parsed > 0 ? parsed : 1;

  const setSearch = useCallback(
    (q: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (q.trim()) next.set('q', q);
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setPage = useCallback(
    (n: number) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (n > 1) next.set('page', String(n));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );

  return { search, page, setSearch, setPage };
}
