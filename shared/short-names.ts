// The customer menu's build-time name map: the readable class names, element ids and private custom
// properties its source writes (qm-*, --menu-*), and the short names the widget builds ship instead
// (vite.widget.config.ts, scripts/widget-mangle.ts). Everything lives in the element's shadow
// root, so a short name cannot meet a host page's class. Both widget builds (the browser's and the
// server renderer's) read this one map, so the server-rendered markup and qr-menu.js agree; the
// build fails on a qm-* or --menu-* name missing here (docs/mangle.md says how to add one).
// The public theming properties (--qr-menu-*) are not in it: hosts set them, they keep their names.

/** Readable class name, id prefix or keyframes name -> the name the built widget uses. */
export const SHORT_CLASS_NAMES = {
  // The element's root.
  'qm-menu': 'qm',
  // Page parts (shared/ui/menu/menu-css.ts).
  'qm-state': 'st',
  'qm-retry': 'rt',
  'qm-banner': 'b',
  'qm-title': 't',
  'qm-logo': 'lo',
  'qm-headline': 'hl',
  'qm-socials': 'so',
  'qm-order-status': 'os',
  'qm-lang-switch': 'lg',
  'qm-chips': 'cs',
  'qm-chip': 'c',
  'qm-group': 'g',
  'qm-grid': 'gr',
  'qm-item': 'i',
  'qm-image': 'im',
  'qm-photo-placeholder': 'ph',
  'qm-card-body': 'bd',
  'qm-item-name': 'nm',
  'qm-description': 'd',
  'qm-price-row': 'rw',
  'qm-add': 'ad',
  'qm-count': 'n',
  'qm-empty': 'e',
  'qm-cart-button': 'f',
  'qm-sold-out': 'out',
  // What the sheet's chunk adds (shared/ui/menu/extras-css.ts).
  'qm-facts': 'fa',
  'qm-badge-filter': 'bf',
  'qm-notice': 'nt',
  // The dish sheet (widget/components/item-sheet.tsx).
  'qm-sheet': 'sh',
  'qm-scroll-body': 'sb',
  'qm-sheet-image': 'si',
  'qm-sheet-details': 'sd',
  'qm-sheet-close': 'sx',
  'qm-sheet-foot': 'sf',
  'qm-sheet-add': 'sa',
  'qm-sold-out-note': 'su',
  'qm-option-group': 'og',
  'qm-option': 'oc',
  'qm-option-price': 'op',
  'qm-option-error': 'oe',
  // The cart panel and checkout (widget/cart-styles.ts).
  'qm-scrim': 'sc',
  'qm-panel': 'p',
  'qm-panel-head': 'hd',
  'qm-panel-foot': 'ft',
  'qm-close': 'x',
  'qm-lines': 'ls',
  'qm-line': 'l',
  'qm-stepper': 'sp',
  'qm-total': 'tl',
  'qm-primary': 'go',
  'qm-checkout': 'co',
  'qm-radio': 'rd',
  'qm-field-error': 'er',
  'qm-final-total': 'fl',
  'qm-closed-note': 'cn',
  // The order-sent panel (widget/components/order-sent.tsx).
  'qm-sent-head': 'ok',
  'qm-sent-note': 'sn',
  'qm-line-price': 'lp',
  'qm-whatsapp': 'wa',
  'qm-back': 'bk',
  // Keyframes.
  'qm-slide-in': 'ki',
  'qm-slide-in-rtl': 'kr',
  'qm-slide-up': 'ku',
  // Element ids and id prefixes (`qm-group-heading-${id}`), and the checkout's radio group name.
  'qm-group-heading': 'gh',
  'qm-item-heading': 'ih',
  'qm-sheet-heading': 'shh',
  'qm-error-for': 'ef',
  'qm-cart-title': 'ct',
  'qm-sent-title': 'tt',
  'qm-order-type': 'ot',
} as const;

/** Readable private custom property -> the one the built widget uses (shared/ui/menu/menu-theme.ts). */
export const SHORT_PROPERTY_NAMES = {
  '--menu-accent': '--a',
  '--menu-accent-text': '--at',
  '--menu-background': '--bg',
  '--menu-surface': '--sf',
  '--menu-text': '--tx',
  '--menu-muted': '--mu',
  '--menu-border': '--bd',
  '--menu-radius': '--r',
  '--menu-success': '--ok',
  '--menu-danger': '--er',
  '--menu-danger-soft': '--es',
  '--menu-danger-text': '--et',
  '--menu-banner': '--bn',
  '--menu-on-dark': '--wt',
  '--menu-ink': '--ink',
  '--menu-overlay': '--ov',
  '--menu-shade-top': '--o1',
  '--menu-shade-bottom': '--o2',
  '--menu-shadow': '--sh',
  '--menu-shadow-soft': '--sd',
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
        `${where}: "${name}" is not in shared/short-names.ts; add it there (see docs/mangle.md).`,
      );
    return short;
  });
}
