// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { Pager, type PagerProps } from './pager.tsx';

// React only runs act() synchronously when the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function render(props: PagerProps): HTMLElement {
  const container = document.createElement('div');
  act(() => createRoot(container).render(<Pager {...props} />));
  return container;
}

const base = { pageSize: 24, label: 'Menu items', onPageChange: () => {} };

describe('Pager', () => {
  it('renders nothing when everything fits on one page', () => {
    expect(render({ ...base, page: 1, total: 24 }).innerHTML).toBe('');
  });

  it('counts pages of the given size and names the list for screen readers', () => {
    const pager = render({ ...base, page: 1, total: 1000, unit: 'items' });
    expect(pager.querySelector('nav')?.getAttribute('aria-label')).toBe('Menu items pages');
    expect(pager.textContent).toContain('Page 1 of 42 (1000 items)');
    expect(render({ ...base, page: 2, total: 25 }).textContent).toContain('Page 2 of 2');
  });

  it('moves one page at a time and stops at both ends', () => {
    const onPageChange = vi.fn();
    const first = render({ ...base, page: 1, total: 50, onPageChange });
    const [previous, next] = first.querySelectorAll('button');
    expect(previous?.disabled).toBe(true);
    act(() => next?.click());
    expect(onPageChange).toHaveBeenCalledWith(2);
    const last = render({ ...base, page: 3, total: 50, onPageChange });
    expect(last.querySelectorAll('button')[1]?.disabled).toBe(true);
    act(() => last.querySelector('button')?.click());
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });
});
