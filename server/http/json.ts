// JSON request bodies with a bound on nesting: a body of 100,000 "[" parses, then overflows the
// stack of whatever walks it (stringify, the SQL parameter, the database's jsonb parser) and the
// request answers 500. No real document of this product nests anywhere near the bound.
export const MAX_JSON_DEPTH = 128;

export class JsonTooDeepError extends SyntaxError {
  override name = 'JsonTooDeepError';
  constructor() {
    super(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
}

/** How deep the text nests, counted without parsing (brackets inside strings do not count). */
export function jsonDepth(text: string, stopAt = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAt) return deepest;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return deepest;
}

/** JSON.parse, refusing documents nested deeper than MAX_JSON_DEPTH (a SyntaxError either way). */
export function parseJson(text: string): unknown {
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw new JsonTooDeepError();
  return JSON.parse(text) as unknown;
}
