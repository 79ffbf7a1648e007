import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';

export type AsyncState<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'error'; data: T | null; message: string }
  | { status: 'ready'; data: T };

/**
 * Runs `load` whenever it changes and on `reload()`. Answers that arrive after a newer request
 * started are dropped, so fast typing never shows an older search's results.
 */
export function useAsyncData<T>(load: () => Promise<T>): AsyncState<T> & { reload: () => void } {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(0);
  useEffect(() => {
    const request = ++latest.current;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    load().then(
      (data) => {
        if (request === latest.current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (request === latest.current) {
          setState((previous) => ({
            status: 'error',
            data: previous.data,
            message: errorMessage(error),
          }));
        }
      },
    );
  }, [load, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
