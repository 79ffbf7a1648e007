import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../api/errors.ts';

export type LoadState<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'ready'; data: T }
  | { status: 'error'; data: T | null; message: string };

/**
 * Runs `load` whenever it changes (callers memoise it on their inputs) and on reload(). A response
 * that arrives after the inputs changed is dropped, so a slow old search never overwrites a new one.
 * While reloading, the previous data stays visible instead of flashing a spinner.
 */
export function useLoader<T>(load: () => Promise<T>): {
  state: LoadState<T>;
  reload: () => void;
} {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading', data: null });
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    let current = true;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (current) {
          setState((previous) => ({
            status: 'error',
            data: previous.data,
            message: errorMessage(error),
          }));
        }
      },
    );
    return () => {
      current = false;
    };
  }, [load, generation]);

  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { state, reload };
}
