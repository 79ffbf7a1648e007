// Turns a /rest/v1 query string into one request description: select, filters, order and paging.
// Pure: every name is still unchecked; the schema check and SQL generation come after.
import { parseError } from './errors.ts';
import { parseLogic, parseOperation, type Filter } from './parse-filter.ts';
import { parseSelect, type SelectItem } from './parse-select.ts';

export interface OrderTerm {
  column: string;
  /** `order=clients(name)`: a column of a to-one embed, by its name or alias in `select`. */
  relation?: string;
  descending: boolean;
  nulls?: 'first' | 'last';
}

/** Filters, order and paging of one resource: the top level or an embedded one. */
export interface ResourceOptions {
  /** Combined with AND, like PostgREST. */
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface ParsedQuery extends ResourceOptions {
  select: SelectItem[];
  onConflict?: string[];
  /** `columns=` of a bulk insert: which JSON keys to take. */
  columns?: string[];
  /** Options of embedded resources by path (`categories`, `menu_items.categories`), from `categories.order=name` and the like. */
  embedded: Map<string, ResourceOptions>;
}

export function parseOrder(raw: string): OrderTerm[] {
  return raw
    .split(',')
    .filter((part) => part !== '')
    .map((part) => {
      const [column = '', ...modifiers] = part.split('.');
      if (!column) throw parseError(`order parameter (${raw})`, 'empty column name');
      // No casts in order terms (PostgREST's pOrder stops at the ':').
      if (column.includes(':')) {
        throw parseError(
          `order (${raw})`,
          `unexpected ":" at position ${part.indexOf(':')}, expecting "->>", "->", delimiter (.), "," or end of input`,
        );
      }
      const related = /^([^()]+)\(([^()]+)\)$/.exec(column);
      const term: OrderTerm = related
        ? { column: related[2] as string, relation: related[1] as string, descending: false }
        : { column, descending: false };
      for (const modifier of modifiers) {
        if (modifier === 'asc') term.descending = false;
        else if (modifier === 'desc') term.descending = true;
        else if (modifier === 'nullsfirst') term.nulls = 'first';
        else if (modifier === 'nullslast') term.nulls = 'last';
        else {
          throw parseError(
            `order parameter (${raw})`,
            `unexpected ${JSON.stringify(modifier)}, expecting asc, desc, nullsfirst or nullslast`,
          );
        }
      }
      return term;
    });
}

function parseCount(name: string, raw: string): number {
  if (!/^\d+$/.test(raw))
    throw parseError(`${name} parameter (${raw})`, 'expecting a whole number');
  return Number(raw);
}

function parseNameList(name: string, raw: string): string[] {
  const names = raw.split(',').map((n) => n.trim().replace(/^"(.*)"$/, '$1'));
  if (names.some((n) => n === ''))
    throw parseError(`${name} parameter (${raw})`, 'empty column name');
  return names;
}

const PAGING = new Set(['order', 'limit', 'offset']);

/** Parses the query string of a table request. */
export function parseQuery(params: URLSearchParams): ParsedQuery {
  const query: ParsedQuery = {
    select: parseSelect(params.get('select')),
    filters: [],
    order: [],
    embedded: new Map(),
  };
  const optionsFor = (path: string[]): ResourceOptions => {
    if (path.length === 0) return query;
    const key = path.join('.');
    let options = query.embedded.get(key);
    if (!options) {
      options = { filters: [], order: [] };
      query.embedded.set(key, options);
    }
    return options;
  };
  for (const [key, value] of params) {
    if (key === 'select') continue;
    if (key === 'on_conflict') {
      query.onConflict = parseNameList('on_conflict', value);
      continue;
    }
    if (key === 'columns') {
      query.columns = parseNameList('columns', value);
      continue;
    }
    const parts = key.split('.');
    let last = parts[parts.length - 1] ?? '';
    if (PAGING.has(last)) {
      const target = optionsFor(parts.slice(0, -1));
      if (last === 'order') target.order.push(...parseOrder(value));
      else if (last === 'limit') target.limit = parseCount(key, value);
      else target.offset = parseCount(key, value);
    } else if (last === 'or' || last === 'and') {
      const negate = parts[parts.length - 2] === 'not';
      const path = parts.slice(0, negate ? -2 : -1);
      optionsFor(path).filters.push(parseLogic(last, negate, value));
    } else {
      // PostgREST 12 reads a filter's key as a field and its JSON path and ignores what follows:
      // `price::text=eq.1` filters `price` (the cast is dropped, the value cast to the column).
      const cast = last.indexOf('::');
      if (cast > 0) last = last.slice(0, cast);
      optionsFor(parts.slice(0, -1)).filters.push(parseOperation(last, value, false));
    }
  }
  return query;
}

/** `Range: 0-9` (items), the header form of offset/limit. */
export function parseRangeHeader(
  raw: string | undefined,
): { offset: number; limit?: number } | undefined {
  const match = raw ? /^(?:items=)?(\d+)-(\d*)$/.exec(raw.trim()) : null;
  if (!match) return undefined;
  const from = Number(match[1]);
  if (!match[2]) return { offset: from };
  const to = Number(match[2]);
  return { offset: from, limit: Math.max(0, to - from + 1) };
}
