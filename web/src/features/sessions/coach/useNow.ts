import { useEffect, useState } from 'react';

/**
 * The time, read again every `ms`: a join control opens on its own 15 minutes before the start.
 * Only the clock ticks here; the sessions themselves arrive by push.
 */
export function useNow(ms = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [ms]);
  return now;
}
