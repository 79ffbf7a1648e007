// Marks a template as one of the customer menu's stylesheets. In the admin app, stories and tests
// it returns the rules as written, with the palette's colours (${MENU_PALETTE.accent}) in their
// places; the widget builds write those colours in, minify every css`...` template at build time
// and drop the tag (scripts/widget-mangle.ts), so the rules can be written to be read.
export const css = (strings: TemplateStringsArray, ...colours: string[]): string =>
  strings.reduce((rules, part, index) => rules + colours[index - 1]! + part);
