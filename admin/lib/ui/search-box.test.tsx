// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box.tsx';

describe('SearchBox', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  // fireEvent, not user-event: user-event waits on real timers between keys, and this test owns the clock.
  it('searches once, 300 ms after the typing stops, and follows a value set elsewhere', async () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    const view = render(<SearchBox label="Search" value="" onSearch={onSearch} />);
    const input = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });

    fireEvent.change(input, { target: { value: 't' } });
    await act(() => vi.advanceTimersByTime(200));
    fireEvent.change(input, { target: { value: 'tea' } });
    await act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('tea');

    // A link or the Back button changes the committed search: the box shows it, nothing is sent.
    view.rerender(<SearchBox label="Search" value="tea" onSearch={onSearch} />);
    view.rerender(<SearchBox label="Search" value="" onSearch={onSearch} />);
    expect(input).toHaveProperty('value', '');
    await act(() => vi.advanceTimersByTime(1000));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
