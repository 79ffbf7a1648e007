// What `react-dom/client` is in the widget build (vite.widget.config.ts): createRoot over Preact's
// render, like preact/compat/client but without compat, which the first paint does not need.
// A container that already holds markup (the hosted page's server-rendered shadow root) is taken
// over by the first render with Preact's hydrate: it keeps the nodes and their attributes as the
// server wrote them and only attaches the handlers, where a render over them would read every
// attribute back, remove and set it again (srcset included, so the photos were chosen again) and
// rewrite the stylesheet, one long task at any menu size. The element drops what only the server's
// markup has (qr-menu.ts).
import { hydrate, render, type ComponentChild } from 'preact';

export function createRoot(container: Element | DocumentFragment) {
  // Over an empty container (an embed) hydrate creates the nodes, as render does.
  let draw = hydrate;
  return {
    render: (children: ComponentChild) => {
      draw(children, container);
      draw = render;
    },
    unmount: () => render(null, container),
  };
}
