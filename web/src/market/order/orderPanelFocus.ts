import { useEffect, useRef } from 'react';

// Set when the user picks a market from the list (a click or Enter on its row), read once by the
// order panel that shows that market: the keyboard lands on the order, not back at the list.
let focusRequested = false;

/** The user chose a market: its order panel takes the focus when it appears. */
export function requestOrderPanelFocus(): void {
  focusRequested = true;
}

/**
 * A ref for the order panel's heading (focusable by script, tabIndex -1): it takes the focus when
 * a market chosen from the list arrives (`code` is the market the panel shows).
 */
export function useOrderPanelFocus<T extends HTMLElement>(code: string) {
  const heading = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the panel's market changes
  useEffect(() => {
    if (!focusRequested || !heading.current) return;
    focusRequested = false;
    heading.current.focus();
  }, [code]);
  return heading;
}
