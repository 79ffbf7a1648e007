// What `react-dom/client` is in the widget build (vite.widget.config.ts): createRoot over Preact's
// render, like preact/compat/client but without compat, which the first paint does not need.
import { render, type ComponentChild } from 'preact';

export function createRoot(container: Element | DocumentFragment) {
  return {
    render: (children: ComponentChild) => render(children, container),
    unmount: () => render(null, container),
  };
}
