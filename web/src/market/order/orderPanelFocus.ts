import { useEffect, useRef } from 'react';
import { useMobileLayout } from '../../state/mobileLayout';

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
  const mobile = useMobileLayout();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the panel's market changes
  useEffect(() => {
    if (!focusRequested || !heading.current) return;
    focusRequested = false;
    // On a phone the panel is below the chart and the order bar is under the thumb: the focus
    // moves (a screen reader reads the panel, Tab goes on from it) without scrolling the chosen
    // market's figures and chart off the screen.
    heading.current.focus({ preventScroll: mobile });
  }, [code]);
  return heading;
}
