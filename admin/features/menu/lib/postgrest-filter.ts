// PostgREST filter syntax: user text must not be able to change the query it is placed in.

/** Escapes LIKE wildcards so `50%` or `a_b` match literally (Postgres' default LIKE escape is `\`). */
export function escapeLike(text: string): string {
  // PostgREST turns every `*` into `%`, so a literal `*` can only be matched as "any one character".
  return text.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/\*/g, '_');
}

/** Quotes a value for `or=(...)` so commas, dots, parentheses and quotes stay part of the value. */
export function quoteFilterValue(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** `or` filter: name or description, in English or Arabic, contains the text, case-insensitively. */
export function nameOrDescriptionContains(text: string): string {
  const pattern = quoteFilterValue(`*${escapeLike(text)}*`);
  return ['name', 'description', 'name_ar', 'description_ar']
    .map((column) => `${column}.ilike.${pattern}`)
    .join(',');
}
