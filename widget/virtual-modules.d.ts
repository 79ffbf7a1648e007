// Modules the widget's builds make up (vite.widget-ssr.config.ts).
declare module 'virtual:qr-menu-boot' {
  /** widget/qr-menu-boot.ts compiled and minified, for the hosted page's inline script. */
  const code: string;
  export default code;
}
