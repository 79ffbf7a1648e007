// Parses PostgREST's `select` parameter: `*`, `col`, `alias:col`, and embedded resources
// `name(...)`, `alias:name!hint!inner(...)`. Pure; names are checked against the schema later.
import { parseError } from './errors.ts';

/** One step of a JSON path: `->key` (json) or `->>key` (text); a whole number is an index. */
export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

export type Aggregate = 'sum' | 'avg' | 'count' | 'max' | 'min';
const AGGREGATES = new Set<string>(['sum', 'avg', 'count', 'max', 'min']);

export type SelectItem =
  | { type: 'star' }
  | {
      type: 'column';
      /** `*` only for `count()`. */
      name: string;
      alias?: string;
      path?: JsonStep[];
      cast?: string;
      /** `col.sum()`, `count()`: an aggregate function (allowed when aggregates are enabled). */
      aggregate?: Aggregate;
      /** `col.sum()::text`: a cast of the aggregate's result. */
      aggregateCast?: string;
    }
  | {
      type: 'embed';
      name: string;
      alias?: string;
      /** A foreign key constraint name or column that picks one relationship among several. */
      hint?: string;
      inner: boolean;
      /** `...rel(cols)`: the embedded row's columns join the parent's (to-one only). */
      spread?: boolean;
      select: SelectItem[];
    };

// Characters that end a bare name in PostgREST's grammar.
const DELIMITERS = new Set([',', '(', ')', '!', ':', '"', '.', '-', '>']);

export class Cursor {
  pos = 0;
  constructor(readonly text: string) {}
  peek(offset = 0): string | undefined {
    return this.text[this.pos + offset];
  }
  done(): boolean {
    return this.pos >= this.text.length;
  }
  fail(expected: string): never {
    const at = this.pos;
    throw parseError(
      `select parameter (${this.text})`,
      `unexpected ${this.done() ? 'end of input' : JSON.stringify(this.text.slice(at, at + 10))} at position ${at}, expecting ${expected}`,
    );
  }
}

function readName(c: Cursor): string {
  if (c.peek() === '"') {
    c.pos++;
    let name = '';
    while (!c.done() && c.peek() !== '"') {
      if (c.peek() === '\\' && c.peek(1) !== undefined) c.pos++;
      name += c.peek();
      c.pos++;
    }
    if (c.peek() !== '"') c.fail('closing quote');
    c.pos++;
    if (!name) c.fail('a name');
    return name;
  }
  const start = c.pos;
  while (!c.done() && !DELIMITERS.has(c.peek() as string) && !/\s/.test(c.peek() as string))
    c.pos++;
  if (c.pos === start) c.fail('a column or resource name');
  return c.text.slice(start, c.pos);
}

// A cast's type, spliced into SQL: a plain type name, optionally an array of it.
export const CAST_TYPE = /^[A-Za-z_][A-Za-z0-9_]{0,62}(\[\])?$/;

// PostgREST caps nothing here; a path longer than this is refused as malformed.
const MAX_JSON_PATH = 32;

/** `->key->>key...` after a column name; keys end at `->`, `::`, `,`, `(`, `)` or the end. */
export function readJsonPath(c: Cursor): JsonStep[] {
  const steps: JsonStep[] = [];
  while (c.peek() === '-' && c.peek(1) === '>') {
    const arrow = c.peek(2) === '>' ? '->>' : '->';
    c.pos += arrow.length;
    const start = c.pos;
    while (
      !c.done() &&
      !(c.peek() === '-' && c.peek(1) === '>') &&
      !(c.peek() === ':' && c.peek(1) === ':') &&
      !',()".'.includes(c.peek() as string)
    )
      c.pos++;
    if (c.pos === start) c.fail('a JSON key');
    steps.push({ arrow, key: c.text.slice(start, c.pos) });
    if (steps.length > MAX_JSON_PATH) c.fail(`at most ${MAX_JSON_PATH} JSON path steps`);
  }
  return steps;
}

/** `::type` (a bare type name, optionally an array), or nothing. */
function readCast(c: Cursor): string | undefined {
  if (!(c.peek() === ':' && c.peek(1) === ':')) return undefined;
  c.pos += 2;
  const start = c.pos;
  while (!c.done() && /[\w[\]]/.test(c.peek() as string)) c.pos++;
  const cast = c.text.slice(start, c.pos);
  if (!CAST_TYPE.test(cast)) c.fail('a type name');
  return cast;
}

function readItem(c: Cursor): SelectItem {
  if (c.peek() === '*') {
    c.pos++;
    return { type: 'star' };
  }
  const spread = c.text.startsWith('...', c.pos);
  if (spread) c.pos += 3;
  let name = readName(c);
  if (spread && c.peek() !== '!' && c.peek() !== '(') c.fail('"(" after a spread embed');
  let alias: string | undefined;
  if (!spread && c.peek() === ':' && c.peek(1) !== ':') {
    c.pos++;
    alias = name;
    name = readName(c);
  }
  // `count()` counts rows; `count` is never an embed's name (PostgREST's rule).
  if (!spread && name === 'count' && c.peek() === '(' && c.peek(1) === ')') {
    c.pos += 2;
    const aggregateCast = readCast(c);
    return {
      type: 'column',
      name: '*',
      ...(alias !== undefined ? { alias } : {}),
      aggregate: 'count',
      ...(aggregateCast !== undefined ? { aggregateCast } : {}),
    };
  }
  if (name === 'count' && c.peek() === '(') c.fail('"," or ")"');
  const path = readJsonPath(c);
  const cast = readCast(c);
  let aggregate: Aggregate | undefined;
  let aggregateCast: string | undefined;
  const agg = /^\.(sum|avg|count|max|min)\(\)/.exec(c.text.slice(c.pos, c.pos + 8));
  if (agg && AGGREGATES.has(agg[1] as string)) {
    c.pos += agg[0].length;
    aggregate = agg[1] as Aggregate;
    aggregateCast = readCast(c);
  }
  if (c.peek() === ':' || c.peek() === '-' || c.peek() === '.') c.fail('"," or "("');
  if (path.length || cast !== undefined || aggregate !== undefined) {
    if (spread) c.fail('"(" after a spread embed');
    return {
      type: 'column',
      name,
      ...(alias !== undefined ? { alias } : {}),
      ...(path.length ? { path } : {}),
      ...(cast !== undefined ? { cast } : {}),
      ...(aggregate !== undefined ? { aggregate } : {}),
      ...(aggregateCast !== undefined ? { aggregateCast } : {}),
    };
  }
  let hint: string | undefined;
  let inner = false;
  while (c.peek() === '!') {
    c.pos++;
    const word = readName(c);
    if (word === 'inner') inner = true;
    else if (word === 'left') inner = false;
    else if (hint === undefined) hint = word;
    else c.fail('"inner" or "left"');
  }
  if (c.peek() === '(') {
    c.pos++;
    const select = c.peek() === ')' ? [] : readList(c);
    if (c.peek() !== ')') c.fail('")"');
    c.pos++;
    return {
      type: 'embed',
      name,
      ...(alias !== undefined ? { alias } : {}),
      ...(hint !== undefined ? { hint } : {}),
      inner,
      ...(spread ? { spread } : {}),
      select,
    };
  }
  if (spread) c.fail('"(" after a spread embed');
  if (hint !== undefined || inner) c.fail('"(" after an embed hint');
  return { type: 'column', name, ...(alias !== undefined ? { alias } : {}) };
}

function readList(c: Cursor): SelectItem[] {
  const items = [readItem(c)];
  while (c.peek() === ',') {
    c.pos++;
    items.push(readItem(c));
  }
  return items;
}

/** Parses a select parameter; an absent or empty one means `*`. */
export function parseSelect(raw: string | null | undefined): SelectItem[] {
  // supabase-js strips whitespace outside quotes; PostgREST ignores it too.
  const text = (raw ?? '').replace(/\s+(?=(?:[^"]*"[^"]*")*[^"]*$)/g, '');
  if (text === '') return [{ type: 'star' }];
  const c = new Cursor(text);
  const items = readList(c);
  if (!c.done()) c.fail('"," or end of input');
  return items;
}

/** Whether any level of the select uses an aggregate function. */
export function hasAggregates(items: SelectItem[]): boolean {
  return items.some((item) =>
    item.type === 'column'
      ? item.aggregate !== undefined
      : item.type === 'embed' && hasAggregates(item.select),
  );
}

/** How deeply embeds nest: `id` is 0, `businesses(id)` 1, `businesses(menu_items(id))` 2. */
export function embedDepth(items: SelectItem[]): number {
  let depth = 0;
  for (const item of items) {
    if (item.type === 'embed') depth = Math.max(depth, 1 + embedDepth(item.select));
  }
  return depth;
}

/** Refuses embeds nested deeper than the server allows, as a malformed select. */
export function checkEmbedDepth(items: SelectItem[], max: number): void {
  const depth = embedDepth(items);
  if (depth > max) {
    throw parseError(
      'select parameter',
      `embedded resources are nested ${depth} levels deep; this server allows at most ${max}`,
    );
  }
}
