import type { KlineInterval } from '../../__generated__/KlineChartPanelRefetchQuery.graphql';

export type KnownKlineInterval = Exclude<KlineInterval, '%future added value'>;

export const klineIntervals: readonly KnownKlineInterval[] = ['MINUTE', 'HOUR', 'DAY', 'WEEK', 'MONTH'];

/** What the chart shows: the live ticks of the last minutes, or candles of one interval. */
export type ChartPeriod = 'TICK' | KnownKlineInterval;

/** The choices beside each other, the ticks first (the shortest period). */
export const chartPeriods: readonly ChartPeriod[] = ['TICK', ...klineIntervals];
