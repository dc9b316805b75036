import {
  type CandleInterval,
  candleEnd,
  candleStart,
  previousCandleStart,
  samplesPerCandle,
} from './candle-intervals.ts';
import type { Instrument } from './instruments.ts';
import { type PricePath, pricePath } from './price-path.ts';
import { isOpen, lastOpenInstant, tradedBetween } from './trading-sessions.ts';

/** A candle in numbers; formatted to strings at the API edge. */
export type Candle = { time: number; open: number; high: number; low: number; close: number; volume: number };

export type Stats24h = { high: number; low: number; volume: number };

const day = 86_400_000;
const maxCachedCandles = 20_000;

/**
 * The simulated market of one seed: prices with trading hours applied, and candles sampled from them.
 * Completed candles never change, so they are cached; the forming one is recomputed on demand.
 */
export class MarketModel {
  readonly seed: number;
  private readonly paths = new Map<string, PricePath>();
  private readonly completed = new Map<string, Candle>();

  constructor(seed: number, instruments: readonly Instrument[]) {
    this.seed = seed;
    for (const instrument of instruments) this.paths.set(instrument.code, pricePath(seed, instrument));
  }

  private path(instrument: Instrument): PricePath {
    const path = this.paths.get(instrument.code);
    if (!path) throw new Error(`unknown instrument ${instrument.code}`);
    return path;
  }

  isOpen(instrument: Instrument, t: number): boolean {
    return isOpen(instrument.session, t);
  }

  /** `t` while open, otherwise the instant the last session closed. */
  lastOpenInstant(instrument: Instrument, t: number): number {
    return lastOpenInstant(instrument.session, t);
  }

  /** The price a client sees at `t`: the live path while open, the last close while closed. */
  priceAt(instrument: Instrument, t: number): number {
    return this.path(instrument).priceAt(lastOpenInstant(instrument.session, t));
  }

  /** One candle over [start, end), sampled up to `now` when it is still forming. */
  private candle(instrument: Instrument, interval: CandleInterval, start: number, now: number): Candle {
    const end = candleEnd(interval, start);
    const forming = now < end;
    const key = `${instrument.code}|${interval}|${start}`;
    if (!forming) {
      const cached = this.completed.get(key);
      if (cached) return cached;
    }
    const path = this.path(instrument);
    const samples = samplesPerCandle[interval];
    const step = (end - start) / samples;
    let open = Number.NaN;
    let high = Number.NEGATIVE_INFINITY;
    let low = Number.POSITIVE_INFINITY;
    let close = Number.NaN;
    let volume = 0;
    let lastSample = Number.NaN;
    const visit = (t: number) => {
      const price = this.priceAt(instrument, t);
      if (Number.isNaN(open)) open = price;
      if (price > high) high = price;
      if (price < low) low = price;
      close = price;
      lastSample = t;
    };
    for (let i = 0; i < samples; i += 1) {
      const t = start + i * step;
      if (t > now) break;
      visit(t);
      // Each sample stands for the `step` after it (up to now); volume accrues only while the market is open.
      if (isOpen(instrument.session, t))
        volume += path.volumeRateAt(t) * Math.min(step, forming ? now - t : step);
    }
    // The forming candle closes at the latest price, which is what the live feed last showed.
    if (forming && lastSample !== now) visit(now);
    const candle = { time: start, open, high, low, close, volume };
    if (!forming) {
      if (this.completed.size >= maxCachedCandles) {
        const oldest = this.completed.keys().next().value;
        if (oldest !== undefined) this.completed.delete(oldest);
      }
      this.completed.set(key, candle);
    }
    return candle;
  }

  /**
   * The `size` most recent candles up to `now`, oldest first, the last one still forming. Candles in
   * which a session market never traded (nights, weekends) are left out, as on any exchange chart.
   */
  candles(instrument: Instrument, interval: CandleInterval, size: number, now: number): Candle[] {
    const result: Candle[] = [];
    let start = candleStart(interval, now);
    // A closed weekend is ~66 h: bounded search so a long closure cannot loop for ever.
    let budget = size + 5_000;
    while (result.length < size && budget > 0) {
      budget -= 1;
      const end = Math.min(candleEnd(interval, start), now + 1);
      if (instrument.session === 'always' || tradedBetween(instrument.session, start, end)) {
        result.push(this.candle(instrument, interval, start, now));
      }
      start = previousCandleStart(interval, start);
    }
    return result.reverse();
  }

  /** High, low and volume over the last 24 h, folded from 15-minute candles (so the window is 24 h to 24 h 15 min). */
  stats24h(instrument: Instrument, now: number): Stats24h {
    let high = Number.NEGATIVE_INFINITY;
    let low = Number.POSITIVE_INFINITY;
    let volume = 0;
    const from = candleStart('quarter', now - day);
    for (let start = from; start <= now; start = candleEnd('quarter', start)) {
      const candle = this.candle(instrument, 'quarter', start, now);
      high = Math.max(high, candle.high);
      low = Math.min(low, candle.low);
      volume += candle.volume;
    }
    return { high, low, volume };
  }
}
