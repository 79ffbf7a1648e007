// PostgREST lets SQL shape the HTTP answer: `set_config('response.headers', '[{"ETag": "..."}]',
// true)` adds or overrides headers, `set_config('response.status', '304', true)` sets the status.
// Read with PostgREST's errors for bad values. Reads (table GETs, calls of functions) read them as
// PostgREST does, as two more columns of the main statement's last projection (RESPONSE_GUC_COLUMNS:
// evaluated after everything the statement called), which saves a round trip per request. Table
// writes still read them with readResponseGucs in a query of their own at the end of the
// transaction: their AFTER triggers fire when the statement ends, after its projection, and a
// trigger setting a header must still be heard.
import type { Queryable } from '../db/database.ts';
import { RestError } from './errors.ts';

export interface ResponseGucs {
  headers: Record<string, string>;
  status: number | undefined;
}

const HEADERS_ERROR = () =>
  new RestError(
    500,
    'PGRST111',
    'response.headers guc must be a JSON array composed of objects with a single key and a string value',
  );

const STATUS_ERROR = () =>
  new RestError(500, 'PGRST112', 'response.status guc must be a valid status code');

/** Parses the two settings' text (null or '' when unset) into headers and a status. */
function parseResponseGucs(headers: string | null, status: string | null): ResponseGucs {
  const result: ResponseGucs = { headers: {}, status: undefined };
  if (headers) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(headers);
    } catch {
      throw HEADERS_ERROR();
    }
    if (!Array.isArray(parsed)) throw HEADERS_ERROR();
    for (const entry of parsed as unknown[]) {
      const pairs = entry && typeof entry === 'object' ? Object.entries(entry) : [];
      const [name, value] = pairs[0] ?? [];
      if (pairs.length !== 1 || typeof name !== 'string' || typeof value !== 'string')
        throw HEADERS_ERROR();
      result.headers[name.toLowerCase()] = value;
    }
  }
  if (status) {
    const code = Number(status);
    if (!Number.isInteger(code) || code < 100 || code > 599) throw STATUS_ERROR();
    result.status = code;
  }
  return result;
}

/** The two settings as columns of a statement whose one row is its final projection (after an
 * aggregate or a subquery that calls the function), read by gucsOfRow. */
export const RESPONSE_GUC_COLUMNS =
  "current_setting('response.headers', true) as response_headers, " +
  "current_setting('response.status', true) as response_status";

export interface ResponseGucColumns {
  response_headers?: string | null;
  response_status?: string | null;
}

/** The settings from a row with RESPONSE_GUC_COLUMNS; undefined when the row has none. */
export function gucsOfRow(row: ResponseGucColumns | undefined): ResponseGucs | undefined {
  if (!row || !('response_headers' in row)) return undefined;
  return parseResponseGucs(row.response_headers ?? null, row.response_status ?? null);
}

/** The settings as the transaction left them; call last, inside the request's transaction. */
export async function readResponseGucs(tx: Queryable): Promise<ResponseGucs> {
  const { rows } = await tx.query<ResponseGucColumns>(`select ${RESPONSE_GUC_COLUMNS}`);
  return parseResponseGucs(rows[0]?.response_headers ?? null, rows[0]?.response_status ?? null);
}

/** HTTP forbids a body with these statuses (and on HEAD). */
export function bodyless(status: number, method: string): boolean {
  return method === 'HEAD' || status === 204 || status === 304 || (status >= 100 && status < 200);
}
