// Bounds the customer menu's anonymous events per client address (issue 15). In memory only and
// per minute: the addresses seen this minute are forgotten with it, nothing is stored.

/** true while `address` has sent at most `limit` requests in the current minute; limit 0 = no limit. */
export function createRateLimiter(limit: number, windowMs = 60_000) {
  let windowStart = 0;
  let counts = new Map<string, number>();
  return (address: string, now = Date.now()): boolean => {
    if (limit <= 0) return true;
    if (now - windowStart >= windowMs) {
      windowStart = now;
      counts = new Map();
    }
    const seen = (counts.get(address) ?? 0) + 1;
    counts.set(address, seen);
    return seen <= limit;
  };
}
