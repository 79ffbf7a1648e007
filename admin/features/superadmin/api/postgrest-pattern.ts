// User search text inside PostgREST filter syntax. Values of or=(...) containing , . : ( ) must be
// double-quoted (PostgREST docs, "Reserved characters"); inside quotes only " and \ need escaping.
// The * wildcards stay outside the user's text, and % _ are escaped so they match themselves.

/** `*text*` as a quoted ilike value for `.or()`, e.g. `name.ilike.${containsPattern(q)}`. */
export function containsPattern(text: string): string {
  const literal = text.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '');
  const quoted = literal.replace(/[\\"]/g, (c) => `\\${c}`);
  return `"*${quoted}*"`;
}

/** The search a box holds, reduced to what is worth sending (null: no filter at all). */
export function normalizeSearch(text: string | null | undefined): string | null {
  const trimmed = (text ?? '').trim().replace(/\s+/g, ' ');
  return trimmed === '' ? null : trimmed.slice(0, 100);
}

/** PostgREST's error code for a requested range that starts past the last row. */
export const PAST_THE_END = 'PGRST103';
