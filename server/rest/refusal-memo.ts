// A function that refused an address for that address's own budget (PT429 with details
// {"scope":"address","retry_after_seconds":N}, as place_order's limits answer) is refused for that
// address again until the window ends, without the database. The database would answer the same:
// a refused hit is rolled back, so the counter stays at its limit until its window ends. A flood of
// refused orders then costs a map lookup instead of a transaction in the writes lane that real
// customers' orders use.
import type { Database } from '../db/database.ts';
import { clientAddress } from '../http/client-address.ts';
import { connectionKey } from '../http/connections.ts';
import type { RequestContext } from '../http/context.ts';

interface Refusal {
  until: number;
  error: { code: string; message: string; detail: string; hint?: string };
}

/** Addresses remembered per server at most; the oldest go first (a flood of many addresses). */
const MAX_REMEMBERED = 10_000;

const memos = new WeakMap<Database, Map<string, Refusal>>();

function memoOf(db: Database): Map<string, Refusal> {
  let memo = memos.get(db);
  if (!memo) {
    memo = new Map();
    memos.set(db, memo);
  }
  return memo;
}

function keyOf(ctx: RequestContext, fn: string): string {
  return `${fn} ${connectionKey(clientAddress(ctx.req, ctx.config))}`;
}

/** Throws the remembered refusal, with the seconds now left, while the address's window lasts. */
export function refuseIfRemembered(ctx: RequestContext, fn: string): void {
  const memo = memoOf(ctx.db);
  const key = keyOf(ctx, fn);
  const refusal = memo.get(key);
  if (!refusal) return;
  const left = Math.ceil((refusal.until - Date.now()) / 1000);
  if (left <= 0) {
    memo.delete(key);
    return;
  }
  const details = { ...(JSON.parse(refusal.error.detail) as object), retry_after_seconds: left };
  throw Object.assign(new Error(refusal.error.message), {
    ...refusal.error,
    detail: JSON.stringify(details),
  });
}

/** Remembers a refusal of this address by `fn` for its own budget; other errors are left alone. */
export function rememberRefusal(ctx: RequestContext, fn: string, error: unknown): void {
  if (typeof error !== 'object' || error === null) return;
  const { code, message, detail, hint } = error as Record<string, unknown>;
  if (code !== 'PT429' || typeof detail !== 'string' || typeof message !== 'string') return;
  let details: unknown;
  try {
    details = JSON.parse(detail);
  } catch {
    return;
  }
  const { scope, retry_after_seconds: seconds } = (details ?? {}) as Record<string, unknown>;
  if (scope !== 'address' || typeof seconds !== 'number' || !(seconds > 0)) return;
  const memo = memoOf(ctx.db);
  const key = keyOf(ctx, fn);
  memo.delete(key);
  memo.set(key, {
    until: Date.now() + seconds * 1000,
    error: { code, message, detail, ...(typeof hint === 'string' && { hint }) },
  });
  if (memo.size > MAX_REMEMBERED) memo.delete(memo.keys().next().value as string);
}
