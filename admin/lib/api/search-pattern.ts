// User search text inside PostgREST filter syntax, the same on every screen. Values of or=(...)
// containing , . : ( ) must be double-quoted (PostgREST docs, "Reserved characters"); inside quotes
// only " and \ need escaping. % and _ are escaped so they match themselves. PostgREST turns every
// `*` of a like pattern into `%`, so a typed `*` cannot be matched literally: it becomes `_` (any one
// character), which still finds the text the user typed.

/** Escapes the user's text for a LIKE pattern (Postgres' default escape is `\`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '_');
}

/** Quotes a value for `or=(...)` so commas, dots, parentheses and quotes stay part of the value. */
export function quoteFilterValue(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** `*text*` as a quoted ilike value for `.or()`, e.g. `name.ilike.${containsPattern(q)}`. */
export function containsPattern(text: string): string {
  return quoteFilterValue(`*${escapeLike(text)}*`);
}

/** `or` filter: any of the columns contains the text, case-insensitively. */
export function anyColumnContains(columns: readonly string[], text: string): string {
  const pattern = containsPattern(text);
  return columns.map((column) => `${column}.ilike.${pattern}`).join(',');
}

/** What an item search looks in, on the owner's and the superadmin's screens alike. */
export const ITEM_SEARCH_COLUMNS = ['name', 'description', 'name_ar', 'description_ar'] as const;

/** `or` filter for menu_items: name or description, in English or Arabic, contains the text. */
export function itemSearchFilter(text: string): string {
  return anyColumnContains(ITEM_SEARCH_COLUMNS, text);
}

/** The search a box holds, reduced to what is worth sending (null: no filter at all). */
export function normalizeSearch(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim().replace(/\s+/g, ' ');
  return trimmed === '' ? null : trimmed.slice(0, 100);
}

/** PostgREST's error code for a requested range that starts past the last row. */
export const PAST_THE_END = 'PGRST103';
