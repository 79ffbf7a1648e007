// Reads the design tokens out of the real stylesheets, so the Tokens page cannot drift from them:
// the admin theme declares --qm-* custom properties; the widget reads --qr-menu-* ones with its
// defaults written inline as var(--qr-menu-x, default).

export interface Token {
  name: string;
  value: string;
}

function unique(tokens: Token[]): Token[] {
  const seen = new Map<string, Token>();
  for (const token of tokens) if (!seen.has(token.name)) seen.set(token.name, token);
  return [...seen.values()];
}

/** `--prefix-name: value;` declarations, first declaration of each name wins. */
export function declaredProperties(css: string, prefix: string): Token[] {
  const pattern = new RegExp(`(--${prefix}-[\\w-]+)\\s*:\\s*([^;}]+)`, 'g');
  return unique(
    [...css.matchAll(pattern)].map(([, name, value]) => ({
      name: name!,
      value: value!.trim().replace(/\s+/g, ' '),
    })),
  );
}

/** `var(--prefix-name, default)` uses: the properties a host may set, with their defaults. */
export function propertyDefaults(css: string, prefix: string): Token[] {
  const pattern = new RegExp(
    `var\\((--${prefix}-[\\w-]+)\\s*,\\s*((?:[^()]|\\([^()]*\\))*)\\)`,
    'g',
  );
  return unique(
    [...css.matchAll(pattern)].map(([, name, value]) => ({ name: name!, value: value!.trim() })),
  );
}

const COLOUR = /^(#[0-9a-f]{3,8}|rgba?\(|hsla?\(|oklch\(|color-mix\()/i;

export function isColour(value: string): boolean {
  return COLOUR.test(value.trim());
}

function toPixels(value: string): number {
  const number = Number.parseFloat(value);
  if (value.endsWith('rem') || value.endsWith('em')) return number * 16;
  return number;
}

/** The distinct values of one property (e.g. font-size) across stylesheets, smallest first. */
export function usedValues(css: string, property: string): string[] {
  const pattern = new RegExp(`(?:^|[;{\\s])${property}\\s*:\\s*([0-9.]+(?:px|rem|em))\\b`, 'g');
  const values = new Set([...css.matchAll(pattern)].map(([, value]) => value!));
  return [...values].sort((a, b) => toPixels(a) - toPixels(b));
}
