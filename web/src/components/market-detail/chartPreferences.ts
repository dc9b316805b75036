import { useSyncExternalStore } from 'react';

import { type ChartIndicator, chartIndicators } from './indicatorSettings';

export type IndicatorChoice = Readonly<Record<ChartIndicator, boolean>>;

/** The browser's memory of the choice: a chart preference, of this device, like a trading app's layout. */
export const chartIndicatorsKey = 'swx.chartIndicators';
const none: IndicatorChoice = { sma: false, bollinger: false };
const listeners = new Set<() => void>();
/** Read from storage once, then kept here: a write that storage refuses still holds for this page. */
let current: IndicatorChoice | null = null;

function parse(raw: string | null): IndicatorChoice {
  if (!raw) return none;
  const shown = new Set(raw.split(','));
  return { sma: shown.has('sma'), bollinger: shown.has('bollinger') };
}

function snapshot(): IndicatorChoice {
  if (!current) {
    try {
      current = parse(globalThis.localStorage.getItem(chartIndicatorsKey));
    } catch {
      // No storage (private mode, the prerender in Node): nothing remembered.
      current = none;
    }
  }
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows or hides one overlay, remembered for the next visit (stored as "sma,bollinger"). */
export function setIndicatorShown(indicator: ChartIndicator, shown: boolean): void {
  const next = { ...snapshot(), [indicator]: shown };
  current = next;
  const raw = chartIndicators.filter((name) => next[name]).join(',');
  try {
    if (raw) globalThis.localStorage.setItem(chartIndicatorsKey, raw);
    else globalThis.localStorage.removeItem(chartIndicatorsKey);
  } catch {
    // A full quota or private mode: the choice holds for this page only.
  }
  for (const listener of listeners) listener();
}

/** The overlays chosen; none in the prerendered page (its markup cannot know this browser's choice). */
export function useIndicatorChoice(): IndicatorChoice {
  return useSyncExternalStore(subscribe, snapshot, () => none);
}
