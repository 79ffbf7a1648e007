// What `react` is in the widget build (vite.widget.config.ts): Preact's own createElement and hooks,
// which is all the customer menu uses. preact/compat (about 2 KB gzip of React emulation) is left
// out of the first paint; the cart chunk brings it for its form fields (see the config).
export { Component, createElement, Fragment } from 'preact';
export {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'preact/hooks';
