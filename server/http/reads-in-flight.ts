// One address cannot hold the API with many slow reads at once: `/rest/v1` reads (GET and HEAD,
// and calls of stable or immutable functions over POST) an address has in flight are counted, and
// one past REST_MAX_READS_IN_FLIGHT_PER_ADDRESS is answered 429 at once, before it reaches the
// database. Writes (place_order included) are not counted here: they have limits of their own, so
// a reading flood never stops a customer's order.
import type { Database } from '../db/database.ts';
import { clientAddress } from './client-address.ts';
import { connectionKey } from './connections.ts';
import type { RequestContext } from './context.ts';

// Per server (tests run several in one process), by its database.
const inFlight = new WeakMap<Database, Map<string, number>>();

/** Counts this read against its address; answers the release, or undefined when over the limit. */
export function takeReadSlot(ctx: RequestContext): (() => void) | undefined {
  let counts = inFlight.get(ctx.db);
  if (!counts) {
    counts = new Map();
    inFlight.set(ctx.db, counts);
  }
  const key = connectionKey(clientAddress(ctx.req, ctx.config));
  const held = counts.get(key) ?? 0;
  if (held >= ctx.config.limits.maxReadsInFlightPerAddress) return undefined;
  counts.set(key, held + 1);
  let released = false;
  const table = counts;
  return () => {
    if (released) return;
    released = true;
    const left = (table.get(key) ?? 1) - 1;
    if (left <= 0) table.delete(key);
    else table.set(key, left);
  };
}
