import { useEffect, useRef, useState } from 'react';
import { seedTicks, type Tick, TickRing } from './tickRing';

/** The tick view's span: ten minutes of the feed at its one tick a second. */
export const ticksKept = 600;
/**
 * The feed's cadence (the reference upstream ticks every second): the recent prices the market
 * is sent with carry no times, so the tick view places them this far apart, ending now.
 */
export const tickStepMs = 1_000;

type Ticks = { code: string; ring: TickRing; ticks: readonly Tick[] };

function seeded(code: string, recentPrices: readonly string[]): Ticks {
  const ring = new TickRing(ticksKept);
  for (const tick of seedTicks(recentPrices.slice(-ticksKept), Date.now(), tickStepMs)) ring.push(tick);
  return { code, ring, ticks: ring.toArray() };
}

/**
 * The market's live ticks of the last minutes, oldest first: seeded from its recent prices, then
 * each new `nowPrice` (which the `marketTicks` subscription updates by the market's Relay id) at
 * the browser's time of arrival. Another market starts afresh from its own recent prices.
 */
export function useLiveTicks(
  code: string,
  recentPrices: readonly string[],
  nowPrice: string | null,
): readonly Tick[] {
  const [state, setState] = useState(() => seeded(code, recentPrices));
  const lastPrice = useRef(nowPrice);
  let current = state;
  if (state.code !== code) {
    current = seeded(code, recentPrices);
    setState(current);
  }

  useEffect(() => {
    // Only a new price is a tick: the one the page opened with is the last of the recent prices.
    if (nowPrice === null || nowPrice === lastPrice.current) return;
    lastPrice.current = nowPrice;
    current.ring.push({ at: Date.now(), price: nowPrice });
    setState({ ...current, ticks: current.ring.toArray() });
  }, [nowPrice, current]);

  return current.ticks;
}
