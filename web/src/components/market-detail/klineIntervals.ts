import type { KlineInterval } from '../../__generated__/KlineChartPanelRefetchQuery.graphql';

export type KnownKlineInterval = Exclude<KlineInterval, '%future added value'>;

export const klineIntervals: readonly KnownKlineInterval[] = ['MINUTE', 'HOUR', 'DAY', 'WEEK', 'MONTH'];
