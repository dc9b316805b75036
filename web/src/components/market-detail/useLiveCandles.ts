import type { KlineInterval } from '@swx/contract/candles';
import { useEffect, useRef, useState } from 'react';
import { type Candle, foldTick } from './liveCandles';

/**
 * Longer than this without a new price (the simulator ticks every second) means ticks were missed:
 * a socket that dropped and came back, a laptop that slept. The candles of that span are fetched.
 */
export const feedSilenceMs = 5_000;

/**
 * The API's candles with the live price folded in: `nowPrice` is the market's record, which the
 * `marketTicks` subscription updates by its Relay id, so each new price forms the current candle
 * (and starts the next one when the interval rolls over). Ticks are placed by the browser's clock
 * when they arrive, as the order countdown is. `onGap` is called when a price arrives after a
 * silence; new candles from the API (an interval switch, that gap's fetch) replace the folded ones.
 */
export function useLiveCandles(
  klines: readonly Candle[],
  nowPrice: string | null,
  interval: KlineInterval,
  onGap: () => void,
): readonly Candle[] {
  const [live, setLive] = useState({ base: klines, candles: klines });
  const lastTick = useRef({ price: nowPrice, at: Date.now() });
  const keep = Math.max(klines.length, 1);

  useEffect(() => {
    const previous = lastTick.current;
    // Only a new price is a tick: the price the page opened with is already in the API's candles.
    if (nowPrice === null || nowPrice === previous.price) return;
    const at = Date.now();
    lastTick.current = { price: nowPrice, at };
    if (at - previous.at > feedSilenceMs) onGap();
    setLive((current) => ({ ...current, candles: foldTick(current.candles, nowPrice, at, interval, keep) }));
  }, [nowPrice, interval, keep, onGap]);

  if (live.base !== klines) {
    // Fresh candles from the API: they already hold every tick up to their fetch.
    setLive({ base: klines, candles: klines });
    return klines;
  }
  return live.candles;
}
