import type { KlineInterval } from '@swx/contract/candles';
import { numberFormat } from '../../format/formatNumber';

/** How the chart writes prices and times, in the interface language. */
export type ChartFormat = {
  /** A price with the market's fixed places, grouped as everywhere else: "64,012.50". */
  price: (value: string | number) => string;
  /** A candle's time: date and time for intraday candles, the date (or month) for longer ones. */
  time: (ms: number) => string;
  /** An axis label: with the date once the drawn candles span more than one day. */
  axisTime: (ms: number, from: number, to: number) => string;
  /** A tick's time to the second: "17:05:30" (the tick view's axis and tooltip). */
  clock: (ms: number) => string;
};

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** One Intl.DateTimeFormat per locale and options (the axis asks at every draw). */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = locale + JSON.stringify(options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

const intraday = (interval: KlineInterval) => interval === 'minute' || interval === 'hour';

function localDay(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
}

function axisOptions(interval: KlineInterval, from: number, to: number): Intl.DateTimeFormatOptions {
  if (interval === 'month') return { year: 'numeric', month: 'short' };
  const spansYears = new Date(from).getFullYear() !== new Date(to).getFullYear();
  if (!intraday(interval))
    return { month: 'short', day: 'numeric', ...(spansYears ? { year: 'numeric' } : {}) };
  if (localDay(from) === localDay(to)) return { hour: 'numeric', minute: '2-digit' };
  // Across days the date leads; over more than a day and a half the hour alone is precise enough.
  if (to - from > 36 * 3_600_000) return { month: 'short', day: 'numeric', hour: 'numeric' };
  return { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' };
}

export function chartFormat(locale: string, interval: KlineInterval, places: number): ChartFormat {
  const prices = numberFormat(locale, { minimumFractionDigits: places, maximumFractionDigits: places });
  const time = dateFormat(
    locale,
    interval === 'month'
      ? { year: 'numeric', month: 'long' }
      : intraday(interval)
        ? { dateStyle: 'medium', timeStyle: 'short' }
        : { dateStyle: 'medium' },
  );
  return {
    // A decimal string goes to Intl as a string: exact, whatever its size (format/formatNumber.ts).
    price: (value) => prices.format(typeof value === 'string' ? (value as Intl.StringNumericLiteral) : value),
    time: (ms) => time.format(ms),
    axisTime: (ms, from, to) => dateFormat(locale, axisOptions(interval, from, to)).format(ms),
    clock: (ms) => dateFormat(locale, { timeStyle: 'medium' }).format(ms),
  };
}
