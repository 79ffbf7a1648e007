// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box.tsx';

// React only runs act() synchronously when the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// React tracks an input's value itself; a user's typing is the native setter plus an input event.
function type(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('SearchBox', () => {
  afterEach(() => vi.useRealTimers());

  it('searches once, 300 ms after the typing stops, and follows a value set elsewhere', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    const container = document.createElement('div');
    const root = createRoot(container);
    const render = (value: string) =>
      act(() => root.render(<SearchBox label="Search" value={value} onSearch={onSearch} />));
    render('');
    const input = container.querySelector('input')!;

    act(() => type(input, 't'));
    act(() => vi.advanceTimersByTime(200));
    act(() => type(input, 'tea'));
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('tea');

    // A link or the Back button changes the committed search: the box shows it, nothing is sent.
    render('tea');
    render('');
    expect(input.value).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
  });
});
