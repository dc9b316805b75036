import { candleStart, type KlineInterval } from '@swx/contract/candles';

/** One candle as the API sends it: its start time (ISO) and decimal strings. */
export type Candle = {
  readonly time: string;
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly close: string;
};

/**
 * A live price folded into the candles: within the forming candle's interval it moves its close
 * (and high or low) in place; past it, a new candle starts at the tick's price, on the same UTC
 * boundaries the API's candles use. A tick that a clock behind the server's places before the
 * forming candle updates that candle rather than rewriting history. At most `keep` candles stay.
 */
export function foldTick(
  candles: readonly Candle[],
  price: string,
  at: number,
  interval: KlineInterval,
  keep: number,
): readonly Candle[] {
  const last = candles.at(-1);
  // Nothing to anchor on (no candles for this market yet): the next fetch brings them.
  if (!last) return candles;
  const start = candleStart(interval, at);
  if (start > Date.parse(last.time)) {
    const next = { time: new Date(start).toISOString(), open: price, high: price, low: price, close: price };
    return [...candles, next].slice(-keep);
  }
  if (price === last.close) return candles;
  // Ordering prices for the chart only (nothing is summed): a market's prices have at most a few
  // places and stay far inside a double's exact range, so Number orders them exactly, without
  // pulling the BigInt decimal module into the routes that draw a chart.
  const high = Number(price) > Number(last.high) ? price : last.high;
  const low = Number(price) < Number(last.low) ? price : last.low;
  return [...candles.slice(0, -1), { ...last, high, low, close: price }];
}

/**
 * The places a market's prices are written with: the most any of its candles uses. The API writes
 * each market's prices with its own fixed places (BTCUSDT 2, EURUSD 5, YM 0), so the chart's axis,
 * tooltip and legend keep that precision instead of following the axis' round numbers.
 */
export function pricePlaces(candles: readonly Candle[]): number {
  let places = 0;
  for (const candle of candles) {
    for (const value of [candle.open, candle.high, candle.low, candle.close]) {
      const dot = value.indexOf('.');
      if (dot >= 0) places = Math.max(places, value.length - dot - 1);
    }
  }
  return Math.min(places, 20);
}
