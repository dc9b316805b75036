/** The overlays a trader can draw over the candles. */
export type ChartIndicator = 'sma' | 'bollinger';
export const chartIndicators: readonly ChartIndicator[] = ['sma', 'bollinger'];

/** The overlays' settings: a 20-candle moving average, Bollinger bands of 20 candles and 2 deviations. */
export const indicatorSettings = { smaPeriod: 20, bollingerPeriod: 20, bollingerWidth: 2 } as const;

/** A toggle's name's figures: "MA 20", "BB 20, 2". */
export function indicatorFigures(indicator: ChartIndicator): { period: number; width: number } {
  const { smaPeriod, bollingerPeriod, bollingerWidth } = indicatorSettings;
  return { period: indicator === 'sma' ? smaPeriod : bollingerPeriod, width: bollingerWidth };
}
