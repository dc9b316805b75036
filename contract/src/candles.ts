/**
 * Candle boundaries, aligned to UTC: where the upstream's k-lines start and end, and where the web
 * chart folds a live tick into the forming candle or starts the next one. One definition, so the
 * browser's live candle lands on the same boundaries as the candles the API sends. Imports nothing
 * (the web chart's chunk takes it alone, like `@swx/contract/decimal`).
 */

/** The k-line intervals of GET /index/getKValueByCodeAndDate. */
export const klineIntervals = ['minute', 'hour', 'day', 'week', 'month'] as const;
export type KlineInterval = (typeof klineIntervals)[number];
/** `quarter` (15 minutes) is internal to the reference upstream: its 24 h statistics are folded from it. */
export type CandleInterval = KlineInterval | 'quarter';

export function isKlineInterval(value: string): value is KlineInterval {
  return (klineIntervals as readonly string[]).includes(value);
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const week = 7 * day;
// 1970-01-05 was the first Monday after the epoch; weeks start on Monday 00:00 UTC.
const firstMonday = 4 * day;

const fixedLengths: Record<Exclude<CandleInterval, 'month'>, number> = {
  minute,
  quarter: 15 * minute,
  hour,
  day,
  week,
};

/** The start (ms since the epoch) of the candle of `interval` that holds the instant `t`. */
export function candleStart(interval: CandleInterval, t: number): number {
  if (interval === 'month') {
    const d = new Date(t);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  }
  if (interval === 'week') return Math.floor((t - firstMonday) / week) * week + firstMonday;
  const length = fixedLengths[interval];
  return Math.floor(t / length) * length;
}

export function candleEnd(interval: CandleInterval, start: number): number {
  if (interval === 'month') {
    const d = new Date(start);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  }
  return start + fixedLengths[interval];
}

export function previousCandleStart(interval: CandleInterval, start: number): number {
  if (interval === 'month') {
    const d = new Date(start);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1);
  }
  return start - fixedLengths[interval];
}
