// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from './pager.tsx';

const base = { pageSize: 24, label: 'Menu items', onPageChange: () => {} };

describe('Pager', () => {
  afterEach(cleanup);

  it('renders nothing when everything fits on one page', () => {
    const { container } = render(<Pager {...base} page={1} total={24} />);
    expect(container.innerHTML).toBe('');
  });

  it('counts pages of the given size and names the list for screen readers', () => {
    const view = render(<Pager {...base} page={1} total={1000} unit="items" />);
    const nav = screen.getByRole('navigation', { name: 'Menu items pages' });
    expect(nav.textContent).toContain('Page 1 of 42 (1000 items)');
    view.rerender(<Pager {...base} page={2} total={25} />);
    expect(screen.getByRole('navigation').textContent).toContain('Page 2 of 2');
  });

  it('moves one page at a time and stops at both ends', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    const view = render(<Pager {...base} page={1} total={50} onPageChange={onPageChange} />);
    const [previous, next] = screen.getAllByRole('button');
    expect(previous).toHaveProperty('disabled', true);
    await user.click(next!);
    expect(onPageChange).toHaveBeenCalledWith(2);

    view.rerender(<Pager {...base} page={3} total={50} onPageChange={onPageChange} />);
    const [back, forward] = screen.getAllByRole('button');
    expect(forward).toHaveProperty('disabled', true);
    await user.click(back!);
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });
});
