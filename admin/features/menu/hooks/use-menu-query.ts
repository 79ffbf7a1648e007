import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { menuQueryToParams, parseMenuQuery, type MenuQuery } from '../lib/menu-query.ts';

/** The list's search, filter, sort and page, read from and written to the URL's query string. */
export function useMenuQuery(): [MenuQuery, (change: Partial<MenuQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseMenuQuery(params), [params]);
  const update = useCallback(
    (change: Partial<MenuQuery>) => {
      setParams(
        (current) => {
          const previous = parseMenuQuery(current);
          // Any change other than the page starts again at page 1.
          const page = change.page ?? 1;
          return menuQueryToParams({ ...previous, ...change, page });
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [query, update];
}
