// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { useLoader } from './use-loader.ts';

// React only runs act() synchronously when the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function deferred() {
  let resolve!: (value: string) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Shown({ load }: { load: () => Promise<string> }) {
  const { state } = useLoader(load);
  const text = state.status === 'error' ? `error: ${state.message}` : state.status;
  return <span>{`${text} / ${state.data ?? '-'}`}</span>;
}

describe('useLoader', () => {
  it('drops an older answer that arrives after a newer request, and keeps data through an error', async () => {
    const slow = deferred();
    const fast = deferred();
    const failing = deferred();
    const container = document.createElement('div');
    const root = createRoot(container);

    act(() => root.render(<Shown load={() => slow.promise} />));
    expect(container.textContent).toBe('loading / -');
    act(() => root.render(<Shown load={() => fast.promise} />));
    await act(async () => fast.resolve('new search'));
    await act(async () => slow.resolve('old search'));
    expect(container.textContent).toBe('ready / new search');

    act(() => root.render(<Shown load={() => failing.promise} />));
    expect(container.textContent).toBe('loading / new search');
    await act(async () => failing.reject(new Error('Failed to fetch')));
    expect(container.textContent).toBe('error: Failed to fetch / new search');
    act(() => root.unmount());
  });
});
