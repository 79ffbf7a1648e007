// @vitest-environment happy-dom
// The widget is built on Preact (vite.widget.config.ts aliases react to preact/compat): the hook
// runs here on Preact too, whose passive effects wait for the next frame.
import { h, render } from 'preact';
import { useRef } from 'preact/hooks';
import { afterEach, expect, it, vi } from 'vitest';
import { useFocusTrap } from './use-focus-trap.ts';

vi.mock('react', async () => await import('preact/compat'));

function Sheet({ onClose }: { onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, onClose);
  return h(
    'div',
    { ref: panel, role: 'dialog' },
    h('button', null, 'Close'),
    h('button', null, 'Add'),
  );
}

afterEach(() => {
  document.body.replaceChildren();
});

it('holds focus and answers Escape from the moment the sheet is in the page, before a frame passes', () => {
  const container = document.createElement('div');
  document.body.append(container);
  const onClose = vi.fn();
  render(h(Sheet, { onClose }), container);
  expect(document.activeElement?.textContent).toBe('Close');
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', cancelable: true }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('stops listening once the sheet has gone', () => {
  const container = document.createElement('div');
  document.body.append(container);
  const onClose = vi.fn();
  render(h(Sheet, { onClose }), container);
  render(null, container);
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
  expect(onClose).not.toHaveBeenCalled();
});
