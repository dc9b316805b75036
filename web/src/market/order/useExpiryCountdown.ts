import { useEffect, useState } from 'react';

/**
 * Seconds left until `expiresAt` (an ISO time from the server), counting down on screen. This is
 * a display timer, not a poll: nothing is fetched while it runs.
 */
export function useExpiryCountdown(expiresAt: string, active: boolean): number {
  const deadline = new Date(expiresAt).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline, active]);
  return Number.isFinite(deadline) ? Math.max(0, Math.ceil((deadline - now) / 1000)) : 0;
}
