// The customer menu's default colours, written here only: the widget's theme
// (shared/ui/menu/menu-theme.ts, its public custom properties' defaults, written into the built
// stylesheet by scripts/widget-mangle.ts), the static hosted page (widget/menu.html's
// %MENU_PALETTE.<colour>%), the server's hosted page (theme colour and background), the
// home-screen icon and manifest, and the server's own small pages.
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
