// What `react-dom/client` is in the widget build (vite.widget.config.ts): createRoot over
// preact/compat's render, like preact/compat/client but without its default-export object, which
// would keep every compat API in the bundle.
import type { ComponentChild } from 'preact';
import { render } from 'preact/compat';

export function createRoot(container: Element | DocumentFragment) {
  return {
    render: (children: ComponentChild) => render(children, container),
    unmount: () => render(null, container),
  };
}
