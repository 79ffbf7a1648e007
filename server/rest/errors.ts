// PostgREST's error JSON ({code, message, details, hint}) and its HTTP status for each code.
import type { RequestClaims } from '../db/request-role.ts';

export class RestError extends Error {
  override name = 'RestError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Text, or (PGRST201) the list of candidate relationships. */
    readonly details: string | object[] | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
  }

  toJSON(): {
    code: string;
    message: string;
    details: string | object[] | null;
    hint: string | null;
  } {
    return { code: this.code, message: this.message, details: this.details, hint: this.hint };
  }
}

/** A malformed query string (PGRST100), with PostgREST's wording. */
export function parseError(what: string, details: string): RestError {
  return new RestError(400, 'PGRST100', `"failed to parse ${what}"`, details);
}

export function unknownColumn(table: string, column: string): RestError {
  return new RestError(400, '42703', `column ${table}.${column} does not exist`);
}

interface PgErrorLike {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
  hint?: unknown;
}

function isPgError(error: unknown): error is PgErrorLike & { code: string } {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as PgErrorLike).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as PgErrorLike).code as string)
  );
}

// PostgREST's table (src/PostgREST/Error.hs, pgErrorStatus): most client mistakes are 400.
function statusForSqlState(code: string, role: RequestClaims['role']): number {
  // PostgREST's custom status: a function raising SQLSTATE 'PT429' answers HTTP 429.
  const custom = /^PT([1-5][0-9]{2})$/.exec(code);
  if (custom) return Number(custom[1]);
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (
    code === '42P17' ||
    code === 'P0000' ||
    /^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|XX)/.test(code)
  ) {
    return 500;
  }
  if (/^(08|53)/.test(code)) return 503;
  if (/^(0L|0P|28)/.test(code)) return 403;
  if (code === 'P0001') return 400;
  if (/^P0/.test(code)) return 500;
  return 400;
}

/** Turns anything thrown while serving a request into PostgREST's error; unknown errors rethrow. */
export function toRestError(error: unknown, role: RequestClaims['role']): RestError {
  if (error instanceof RestError) return error;
  if (isPgError(error)) {
    return new RestError(
      statusForSqlState(error.code, role),
      error.code,
      String(error.message ?? ''),
      typeof error.detail === 'string' && error.detail ? error.detail : null,
      typeof error.hint === 'string' && error.hint ? error.hint : null,
    );
  }
  throw error;
}
