/** The k-line intervals of GET /index/getKValueByCodeAndDate, aligned to UTC boundaries. */
export const klineIntervals = ['minute', 'hour', 'day', 'week', 'month'] as const;
export type KlineInterval = (typeof klineIntervals)[number];
/** `quarter` (15 minutes) is internal: the 24 h statistics are folded from it. */
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

/**
 * Samples of the price path per candle. Chosen so minute candles sample every second (exactly the
 * live tick instants) and hour candles every minute; longer candles every 15 min, 2 h and ~12 h.
 */
export const samplesPerCandle: Record<CandleInterval, number> = {
  minute: 60,
  quarter: 15,
  hour: 60,
  day: 96,
  week: 84,
  month: 60,
};

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
