// The customer menu's default colours, for everything outside the widget's stylesheet that must
// match it: the hosted page's theme colour and background, the home-screen icon and manifest, the
// server's own small pages. The widget's theme (shared/ui/menu/menu-theme.ts) writes the same
// values as its custom properties' defaults, because its css`...` templates are minified at build
// time and take no values; shared/ui/menu/menu-theme-palette.test.ts fails when the two differ.
export const MENU_PALETTE = {
  /** --qr-menu-accent: buttons, chips and highlights (karak brown). */
  accent: '#a4441f',
  /** --qr-menu-bg: the page background (sand). */
  background: '#faf6f0',
  /** --qr-menu-text */
  text: '#2b2118',
  /** --qr-menu-muted */
  muted: '#6b5b4e',
} as const;
