// Marks a template as one of the customer menu's stylesheets. In the admin app, stories and tests
// it returns the rules as written; the widget builds minify every css`...` template at build time
// and drop the tag (scripts/widget-mangle.ts), so the rules can be written to be read.
export const css = (strings: TemplateStringsArray): string => strings.join('');
