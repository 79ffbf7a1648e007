// Turns a /rest/v1 query string into one request description: select, filters, order and paging.
// Pure: every name is still unchecked; the schema check and SQL generation come after.
import { parseError } from './errors.ts';
import { parseLogic, parseOperation, type Filter } from './parse-filter.ts';
import { parseSelect, type SelectItem } from './parse-select.ts';

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls?: 'first' | 'last';
}

export interface ParsedQuery {
  select: SelectItem[];
  /** Combined with AND, like PostgREST. */
  filters: Filter[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  onConflict?: string[];
  /** `columns=` of a bulk insert: which JSON keys to take. */
  columns?: string[];
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);

export function parseOrder(raw: string): OrderTerm[] {
  return raw
    .split(',')
    .filter((part) => part !== '')
    .map((part) => {
      const [column = '', ...modifiers] = part.split('.');
      if (!column) throw parseError(`order parameter (${raw})`, 'empty column name');
      const term: OrderTerm = { column, descending: false };
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

/** Parses the query string of a table request (for RPC, `reservedArgs` are the function's args). */
export function parseQuery(
  params: URLSearchParams,
  skip: ReadonlySet<string> = new Set(),
): ParsedQuery {
  const query: ParsedQuery = { select: parseSelect(params.get('select')), filters: [], order: [] };
  for (const [key, value] of params) {
    if (skip.has(key)) continue;
    if (key === 'order') query.order.push(...parseOrder(value));
    else if (key === 'limit') query.limit = parseCount('limit', value);
    else if (key === 'offset') query.offset = parseCount('offset', value);
    else if (key === 'on_conflict') query.onConflict = parseNameList('on_conflict', value);
    else if (key === 'columns') query.columns = parseNameList('columns', value);
    else if (RESERVED.has(key)) continue;
    else if (key === 'or' || key === 'and') query.filters.push(parseLogic(key, false, value));
    else if (key === 'not.or' || key === 'not.and') {
      query.filters.push(parseLogic(key.slice(4) as 'and' | 'or', true, value));
    } else if (key.includes('.')) {
      throw parseError(
        `filter (${key})`,
        'filters, order and limits on embedded resources are not supported by this server',
      );
    } else query.filters.push(parseOperation(key, value, false));
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
