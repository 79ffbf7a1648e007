// The customer menu's build-time name map: the readable class names, element ids and private custom
// properties its source writes (qm-*, --menu-*), and the short names the widget builds ship instead
// (vite.widget.config.ts, scripts/widget-mangle.ts). Everything lives in the element's shadow
// root, so a short name cannot meet a host page's class. Both widget builds (the browser's and the
// server renderer's) read this one map, so the server-rendered markup and qr-menu.js agree; the
// build fails on a qm-* or --menu-* name missing here (docs/guide/widget-name-shortening.md says how to add one).
// The public theming properties (--qr-menu-*) are not in it: hosts set them, they keep their names.
// The short names were handed out by use: the names the source writes most often got one letter
// (a, b, ...), the rest two; a new name takes any short name not yet used.

/** Readable class name, id prefix or keyframes name -> the name the built widget uses. */
export const SHORT_CLASS_NAMES = {
  // The element's root.
  'qm-menu': 'a',
  // Page parts (shared/ui/menu/menu-css.ts).
  'qm-state': 'as',
  'qm-retry': 'aa',
  'qm-banner': 'i',
  'qm-title': 'ad',
  'qm-logo': 'ba',
  'qm-headline': 'ak',
  'qm-socials': 'bm',
  'qm-branches': 'bu',
  'qm-order-status': 'd',
  'qm-lang-switch': 'ay',
  'qm-chips': 'v',
  'qm-chip': 'c',
  'qm-group': 'x',
  'qm-far': 'cf',
  'qm-todo': 'bt',
  'qm-grid': 'n',
  'qm-item': 'al',
  'qm-image': 'o',
  'qm-photo-placeholder': 'bd',
  'qm-card-body': 'ag',
  'qm-item-name': 'am',
  'qm-description': 'l',
  'qm-price-row': 'ao',
  // A dish's offer: its badge and old price.
  'qm-offer': 'co',
  'qm-add': 'e',
  'qm-count': 'k',
  'qm-empty': 'm',
  'qm-cart-button': 'j',
  'qm-sold-out': 'bn',
  // What the sheet's chunk adds (shared/ui/menu/extras-css.ts).
  'qm-facts': 'ai',
  'qm-badge-filter': 'af',
  'qm-notice': 'p',
  // The dish sheet (widget/components/item-sheet.tsx).
  'qm-sheet': 'ar',
  'qm-scroll-body': 'u',
  'qm-sheet-image': 'bi',
  'qm-sheet-details': 'ac',
  'qm-sheet-close': 'bg',
  'qm-sheet-foot': 'bh',
  'qm-sheet-add': 'bf',
  'qm-sold-out-note': 'bo',
  'qm-option-group': 'y',
  'qm-option': 'q',
  'qm-option-price': 'bc',
  'qm-option-error': 'bb',
  // The cart panel and checkout (widget/cart-styles.ts).
  'qm-scrim': 'ab',
  // Share my location.
  'qm-secondary': 'cs',
  'qm-location': 'cl',
  'qm-payment': 'cp',
  'qm-panel': 'r',
  'qm-panel-head': 'z',
  'qm-panel-foot': 's',
  'qm-close': 'w',
  'qm-lines': 'an',
  'qm-line': 'f',
  'qm-stepper': 'h',
  'qm-total': 'ae',
  'qm-primary': 't',
  'qm-checkout': 'b',
  'qm-radio': 'ap',
  'qm-field-error': 'aw',
  'qm-final-total': 'ax',
  'qm-closed-note': 'av',
  // The order-sent panel (widget/components/order-sent.tsx).
  'qm-sent-head': 'aq',
  'qm-sent-note': 'g',
  'qm-sent-sum': 'dz',
  'qm-line-price': 'az',
  'qm-whatsapp': 'bp',
  'qm-back': 'at',
  // Keyframes.
  'qm-slide-in': 'bj',
  'qm-slide-in-rtl': 'bk',
  'qm-slide-up': 'bl',
  // The live menu's notice (widget/live-chunk.ts).
  'qm-live-notice': 'lv',
  // Table service's buttons (widget/components/table-service.tsx).
  'qm-service': 'ts',
  // Element ids and id prefixes (`qm-group-heading-${id}`), and the checkout's radio group name.
  'qm-group-heading': 'aj',
  'qm-item-heading': 'bq',
  'qm-sheet-heading': 'bs',
  'qm-error-for': 'ah',
  'qm-cart-title': 'au',
  'qm-sent-title': 'be',
  'qm-order-type': 'br',
} as const;

/** Readable private custom property -> the one the built widget uses (shared/ui/menu/menu-theme.ts). */
export const SHORT_PROPERTY_NAMES = {
  '--menu-accent': '--b',
  '--menu-accent-text': '--g',
  '--menu-background': '--j',
  '--menu-surface': '--e',
  '--menu-text': '--k',
  '--menu-muted': '--c',
  '--menu-border': '--a',
  '--menu-radius': '--d',
  '--menu-success': '--i',
  '--menu-danger': '--f',
  '--menu-danger-soft': '--m',
  '--menu-danger-text': '--n',
  '--menu-banner': '--l',
  '--menu-on-dark': '--h',
  '--menu-ink': '--o',
  '--menu-overlay': '--p',
  '--menu-shade-top': '--r',
  '--menu-shade-bottom': '--q',
  '--menu-shadow': '--s',
  '--menu-shadow-soft': '--t',
} as const;

export type ClassName = keyof typeof SHORT_CLASS_NAMES;

/** A readable name as the built widget has it: what a test of built output selects by. */
export function shortName(name: ClassName): string {
  return SHORT_CLASS_NAMES[name];
}

// A readable name wherever it stands: after a non-name character, as a whole name (an id prefix
// ends at its "-${"). Only qm-* and --menu-* names match, so --qr-menu-* never does. Applied to
// source modules, where no identifier is called qm, so `qm-x` is always a name, never a subtraction.
export const READABLE_NAME = /(?<![\w-])(?:qm|--menu)(?:-[a-z0-9]+)+(?!\w)/g;

/**
 * Source (JavaScript or CSS) with every readable name replaced by its short one. Throws on a name
 * missing from the map, so a new class cannot ship unshortened or be shortened by one build only.
 */
export function shortenNames(code: string, where = 'widget'): string {
  return code.replace(READABLE_NAME, (name) => {
    const short = name.startsWith('--')
      ? (SHORT_PROPERTY_NAMES as Record<string, string>)[name]
      : (SHORT_CLASS_NAMES as Record<string, string>)[name];
    if (short === undefined)
      throw new Error(
        `${where}: "${name}" is not in shared/short-names.ts; add it there (see docs/guide/widget-name-shortening.md).`,
      );
    return short;
  });
}
