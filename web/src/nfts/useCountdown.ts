import { useEffect, useRef, useState } from 'react';

/**
 * Milliseconds left until `endsAt` (an ISO time), counted on this device's clock once a second
 * while any is left; null without an end. Calls `onEnd` once when it reaches zero on screen.
 */
export function useCountdown(endsAt: string | null, onEnd?: () => void): number | null {
  const end = endsAt ? Date.parse(endsAt) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;
  useEffect(() => {
    setNow(Date.now());
    if (Number.isNaN(end) || end <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= end) {
        clearInterval(timer);
        onEndRef.current?.();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [end]);
  return Number.isNaN(end) ? null : Math.max(0, end - now);
}
