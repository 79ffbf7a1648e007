// What @r2wc/react-to-web-component gets for `react-dom/client` in the widget build: createRoot
// over preact/compat's render, like preact/compat/client but without its default-export object.
import type { ComponentChild } from 'preact';
import { render } from 'preact/compat';

export function createRoot(container: Element | DocumentFragment) {
  return {
    render: (children: ComponentChild) => render(children, container),
    unmount: () => render(null, container),
  };
}
