import { useEffect, useState } from 'react';

/** The time, refreshed every `everyMs`: the board's "5 min ago" and today's totals follow it. */
export function useClock(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
