import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether at least `share` of the element is inside the viewport, following scrolls and resizes.
 * Without IntersectionObserver (old browsers, the unit tests' DOM) everything counts as on screen.
 */
export function useOnScreen(ref: RefObject<Element | null>, share: number): boolean {
  const [onScreen, setOnScreen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        // A ratio reported at the threshold may fall a hair short of it in floating point.
        if (entry) setOnScreen(entry.isIntersecting && entry.intersectionRatio >= share * 0.99);
      },
      { threshold: [0, share] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, share]);
  return onScreen;
}

/** `value` while `hold` is false; while it is true, the value it had when the hold began. */
export function useHeldWhile<T>(hold: boolean, value: T): T {
  const [held, setHeld] = useState(value);
  // Derived state, updated during render (React's pattern for it): no extra commit per change.
  if (!hold && held !== value) setHeld(value);
  return hold ? held : value;
}
