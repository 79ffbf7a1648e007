// What @r2wc/react-to-web-component gets for `import React from 'react'` in the widget build.
// It only calls React.createElement; preact/compat's default export object would drag in every
// compat API (Suspense, lazy, Children, portals...), about 2 KB gzip of the 15 KB budget.
import { createElement } from 'preact/compat';

export default { createElement };
