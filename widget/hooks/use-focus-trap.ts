import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'button:not([disabled]),a[href],input:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** The focused element, looking inside our shadow root (document.activeElement is only the host). */
function activeIn(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  return root.activeElement;
}

/**
 * While mounted: moves focus into the container, keeps Tab and Shift+Tab inside it and calls
 * onEscape for the Escape key. Listens on the document because focus may have left the shadow root.
 * Both start as the container enters the page, before it is painted: a passive effect runs a frame
 * later, and on a busy phone a key pressed as the sheet appeared went to the page behind it.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, onEscape: () => void) {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  });

  useLayoutEffect(() => {
    const panel = container.current;
    if (!panel) return undefined;
    const focusables = () => Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
    focusables()[0]?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      const active = activeIn(panel);
      const outside = !active || !panel.contains(active);
      if (!first || !last) {
        event.preventDefault();
      } else if (event.shiftKey && (outside || active === first)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (outside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    const doc = panel.ownerDocument;
    doc.addEventListener('keydown', onKeyDown);
    return () => doc.removeEventListener('keydown', onKeyDown);
  }, [container]);
}
