// Parses PostgREST filters: `col=[not.]op[(any|all|language)].value` query parameters and the logic trees of
// `or=(...)` / `and=(...)` with nested `and(...)`/`or(...)`. Pure; columns are checked later.
import { parseError } from './errors.ts';

/** Operators that compare the column with one value (cast to the column's type). */
export type ValueOperator =
  | 'eq'
  | 'neq'
  | 'gt'
  | 'gte'
  | 'lt'
  | 'lte'
  | 'like'
  | 'ilike'
  | 'match'
  | 'imatch'
  | 'isdistinct'
  | 'cs'
  | 'cd'
  | 'ov'
  | 'sl'
  | 'sr'
  | 'nxl'
  | 'nxr'
  | 'adj';
export type SearchOperator = 'fts' | 'plfts' | 'phfts' | 'wfts';
export type Operator = ValueOperator | SearchOperator | 'in' | 'is';
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown';

export type Filter =
  | { kind: 'condition'; column: string; negate: boolean; op: 'in'; value: string[] }
  | { kind: 'condition'; column: string; negate: boolean; op: 'is'; value: IsValue }
  | {
      kind: 'condition';
      column: string;
      negate: boolean;
      op: SearchOperator;
      value: string;
      /** The text search configuration, `fts(english)`. */
      language?: string;
    }
  | {
      kind: 'condition';
      column: string;
      negate: boolean;
      op: ValueOperator;
      value: string;
    }
  | {
      kind: 'condition';
      column: string;
      negate: boolean;
      op: QuantifiableOperator;
      /** `eq(any).{a,b}`: the column compared with any or all of a list. */
      quantifier: 'any' | 'all';
      value: string[];
    }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Filter[] };

const VALUE_OPERATORS = new Set<string>([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
]);
const SEARCH_OPERATORS = new Set<string>(['fts', 'plfts', 'phfts', 'wfts']);
// PostgREST's quantifiable operators: the ones a list of values makes sense for.
const QUANTIFIABLE = ['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch'] as const;
export type QuantifiableOperator = (typeof QUANTIFIABLE)[number];
const IS_VALUES = new Set<string>(['null', 'not_null', 'true', 'false', 'unknown']);

/** Splits on commas outside double quotes and parentheses. */
export function splitTopLevel(text: string, what: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      depth--;
      if (depth < 0) throw parseError(what, `unbalanced ")" at position ${i}`);
    } else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (quoted) throw parseError(what, 'unterminated double quote');
  if (depth !== 0) throw parseError(what, 'unbalanced "("');
  parts.push(text.slice(start));
  return parts;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

function parseInList(value: string, what: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw parseError(what, `"in" expects a list in parentheses, got ${JSON.stringify(value)}`);
  }
  const inner = value.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner, what).map((item) => unquote(item.trim()));
}

function parseBraceList(value: string, what: string): string[] {
  if (!value.startsWith('{') || !value.endsWith('}')) {
    throw parseError(what, `expected a list in curly braces, got ${JSON.stringify(value)}`);
  }
  const inner = value.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner, what).map((item) => unquote(item.trim()));
}

const likeWildcards = (value: string) => value.replace(/\*/g, '%');

/** Parses `[not.]op[(modifier)].value` for one column; `quoted` unquotes the value (inside logic trees). */
export function parseOperation(column: string, text: string, quoted: boolean): Filter {
  const what = `filter (${column}=${text})`;
  let rest = text;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const token = dot < 0 ? rest : rest.slice(0, dot);
  const parts = /^([a-z]+)(?:\(([^()]*)\))?$/.exec(token);
  const op = parts?.[1] ?? token;
  const modifier = parts?.[2];
  const known = VALUE_OPERATORS.has(op) || SEARCH_OPERATORS.has(op) || op === 'in' || op === 'is';
  if (!known || dot < 0) {
    throw parseError(what, `unknown or unsupported operator ${JSON.stringify(token)}`);
  }
  const raw = rest.slice(dot + 1);
  if (modifier !== undefined) {
    if (SEARCH_OPERATORS.has(op)) {
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(modifier)) {
        throw parseError(what, `invalid text search language ${JSON.stringify(modifier)}`);
      }
      const value = quoted ? unquote(raw) : raw;
      return {
        kind: 'condition',
        column,
        negate,
        op: op as SearchOperator,
        value,
        language: modifier,
      };
    }
    if (
      (modifier === 'any' || modifier === 'all') &&
      (QUANTIFIABLE as readonly string[]).includes(op)
    ) {
      let value = parseBraceList(raw, what);
      if (op === 'like' || op === 'ilike') value = value.map(likeWildcards);
      return {
        kind: 'condition',
        column,
        negate,
        op: op as QuantifiableOperator,
        quantifier: modifier,
        value,
      };
    }
    throw parseError(what, `unknown or unsupported operator ${JSON.stringify(token)}`);
  }
  if (op === 'in') return { kind: 'condition', column, negate, op, value: parseInList(raw, what) };
  if (op === 'is') {
    const value = raw.toLowerCase();
    if (!IS_VALUES.has(value)) {
      throw parseError(
        what,
        `"is" accepts null, not_null, true, false or unknown, got ${JSON.stringify(raw)}`,
      );
    }
    return { kind: 'condition', column, negate, op, value: value as IsValue };
  }
  let value = quoted ? unquote(raw) : raw;
  // PostgREST accepts * as the like wildcard because % is awkward in URLs.
  if (op === 'like' || op === 'ilike') value = likeWildcards(value);
  if (SEARCH_OPERATORS.has(op)) {
    return { kind: 'condition', column, negate, op: op as SearchOperator, value };
  }
  return { kind: 'condition', column, negate, op: op as ValueOperator, value };
}

// Deeper trees are no real query; refusing them keeps parsing cheap.
const MAX_DEPTH = 16;

function parseTreeItem(text: string, what: string, depth: number): Filter {
  const logic = /^(not\.)?(and|or)\((.*)\)$/s.exec(text);
  if (logic) {
    return parseLogic(
      logic[2] as 'and' | 'or',
      Boolean(logic[1]),
      `(${logic[3] ?? ''})`,
      what,
      depth + 1,
    );
  }
  const dot = text.indexOf('.');
  if (dot <= 0)
    throw parseError(what, `expected column.operator.value, got ${JSON.stringify(text)}`);
  // Inside a logic tree a field must be followed by its operator: a cast is malformed there.
  if (/^[^"]*::/.test(text.slice(0, dot)))
    throw parseError(what, `unexpected ":" in ${JSON.stringify(text)}, expecting delimiter (.)`);
  return parseOperation(unquote(text.slice(0, dot)), text.slice(dot + 1), true);
}

/** Parses the value of `or=(...)` / `and=(...)` (also `not.or`, `not.and`). */
export function parseLogic(
  op: 'and' | 'or',
  negate: boolean,
  value: string,
  what = `logic tree (${op}=${value})`,
  depth = 0,
): Filter {
  if (depth > MAX_DEPTH) throw parseError(what, `logic trees nest at most ${MAX_DEPTH} levels`);
  if (!value.startsWith('(') || !value.endsWith(')')) {
    throw parseError(what, 'expected a parenthesised list of conditions');
  }
  const inner = value.slice(1, -1);
  if (inner.trim() === '') throw parseError(what, 'empty condition list');
  const children = splitTopLevel(inner, what).map((item) => parseTreeItem(item, what, depth));
  return { kind: 'logic', op, negate, children };
}

/** Whether a query value reads as a filter operation (`eq.5`, `not.in.(1,2)`, `fts(english).x`). */
export function isOperation(text: string): boolean {
  const match = /^(?:not\.)?([a-z]+)(?:\([^()]*\))?\./.exec(text);
  const op = match?.[1] ?? '';
  return VALUE_OPERATORS.has(op) || SEARCH_OPERATORS.has(op) || op === 'in' || op === 'is';
}
