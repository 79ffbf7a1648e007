// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLoader } from './use-loader.ts';

function deferred() {
  let resolve!: (value: string) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useLoader', () => {
  afterEach(cleanup);

  it('drops an older answer that arrives after a newer request, and keeps data through an error', async () => {
    const slow = deferred();
    const fast = deferred();
    const failing = deferred();
    const { result, rerender } = renderHook(({ load }) => useLoader(load), {
      initialProps: { load: () => slow.promise },
    });
    expect(result.current.state).toMatchObject({ status: 'loading' });
    expect(result.current.state.data ?? null).toBeNull();

    rerender({ load: () => fast.promise });
    await act(async () => fast.resolve('new search'));
    await act(async () => slow.resolve('old search'));
    expect(result.current.state).toMatchObject({ status: 'ready', data: 'new search' });

    rerender({ load: () => failing.promise });
    expect(result.current.state).toMatchObject({ status: 'loading', data: 'new search' });
    await act(async () => failing.reject(new Error('Failed to fetch')));
    expect(result.current.state).toMatchObject({
      status: 'error',
      message: 'Failed to fetch',
      data: 'new search',
    });
  });
});
