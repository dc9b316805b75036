/**
 * The chart's overlays, computed in the browser from the candles' closes. Display only: the
 * numbers come from the candles' decimal strings and go nowhere but the chart's lines.
 */

/** A value per candle; `null` where the window does not yet hold `period` closes. */
export type IndicatorLine = readonly (number | null)[];

export type BollingerBands = { middle: IndicatorLine; upper: IndicatorLine; lower: IndicatorLine };

/** The simple moving average: the mean of each close and the `period - 1` before it. */
export function simpleMovingAverage(closes: readonly number[], period: number): IndicatorLine {
  if (!Number.isInteger(period) || period < 1) throw new RangeError(`period ${period}`);
  const line: (number | null)[] = [];
  let sum = 0;
  for (let i = 0; i < closes.length; i += 1) {
    sum += closes[i] ?? 0;
    if (i >= period) sum -= closes[i - period] ?? 0;
    line.push(i >= period - 1 ? sum / period : null);
  }
  return line;
}

/**
 * Bollinger bands (John Bollinger's definition): the `period` moving average, and bands `width`
 * standard deviations above and below it, the deviation of the window itself (divided by
 * `period`, not `period - 1`). Each window's deviation is summed afresh: a running sum of squares
 * loses precision on prices far from zero, and a chart holds at most a few hundred candles.
 */
export function bollingerBands(closes: readonly number[], period: number, width: number): BollingerBands {
  const middle = simpleMovingAverage(closes, period);
  const upper: (number | null)[] = [];
  const lower: (number | null)[] = [];
  middle.forEach((mean, i) => {
    if (mean === null) {
      upper.push(null);
      lower.push(null);
      return;
    }
    let squares = 0;
    for (let j = i - period + 1; j <= i; j += 1) squares += ((closes[j] ?? 0) - mean) ** 2;
    const deviation = Math.sqrt(squares / period);
    upper.push(mean + width * deviation);
    lower.push(mean - width * deviation);
  });
  return { middle, upper, lower };
}
