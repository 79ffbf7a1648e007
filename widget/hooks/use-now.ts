import { useEffect, useState } from 'react';

/** The current time, again every half minute, so "Open now" turns into "Closed now" by itself. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
