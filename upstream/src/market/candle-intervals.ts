// The boundaries live in the contract, so the web chart's live candle lands on the same ones.
export {
  type CandleInterval,
  candleEnd,
  candleStart,
  isKlineInterval,
  type KlineInterval,
  klineIntervals,
  previousCandleStart,
} from '@swx/contract/candles';

import type { CandleInterval } from '@swx/contract/candles';

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
