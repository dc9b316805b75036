import { lazy, Suspense, useCallback, useMemo, useRef, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { KlineChartPanel_query$key } from '../../__generated__/KlineChartPanel_query.graphql';
import type { KlineChartPanelRefetchQuery } from '../../__generated__/KlineChartPanelRefetchQuery.graphql';
import { languageTags } from '../../i18n/languages';
import { useClientState } from '../../state/clientStore';
import { buttonClass } from '../ui/button-class';
import { EmptyState } from '../ui/empty-state';
import heading from '../ui/heading.module.css';
import skeleton from '../ui/skeleton.module.css';
import { type ChartFormat, chartFormat } from './chartFormat';
import type { CandleLabels, ChartOrderMark } from './KlineChart';
import styles from './KlineChartPanel.module.css';
import { type KnownKlineInterval, klineIntervals } from './klineIntervals';
import { type Candle, pricePlaces } from './liveCandles';
import { useLiveCandles } from './useLiveCandles';
import { useHeldWhile, useOnScreen } from './useOnScreen';

// ApexCharts stays out of the first bundle: it loads when a chart is first on screen.
const KlineChart = lazy(() => import('./KlineChart'));

/**
 * How much of the chart's box must be on screen for it to be drawn. On a phone the chart starts at
 * the fold, below the market's summary: its first draw (~400 ms of main thread at a phone's speed,
 * bench/README.md) waits until the user scrolls to it, and the skeleton of the same size holds its
 * place meanwhile. An off-screen chart is not redrawn on every tick either; it catches up at once
 * when it is back on screen.
 */
const drawnShare = 0.25;

const noMarks: readonly ChartOrderMark[] = [];
/** The chart's place until it is drawn, at its height. */
const chartSkeleton = `${skeleton.skeleton} ${styles.skeleton}`;

type KlineChartPanelProps = {
  query: KlineChartPanel_query$key;
  /** Running orders of this market, drawn as an entry line and an expiry marker each. */
  marks?: readonly ChartOrderMark[];
};

/**
 * The candlestick chart with its interval switch (MINUTE … MONTH), live: the market's price
 * (updated by the `marketTicks` subscription) forms the current candle, and after a silence in
 * the feed (a reconnect) the candles are fetched again, so the chart keeps no gap.
 */
export function KlineChartPanel({ query, marks = noMarks }: KlineChartPanelProps) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const [interval, setInterval] = useState<KnownKlineInterval>('MINUTE');
  // The interval of the candles on screen: it changes with them, in the same transition.
  const [shownInterval, setShownInterval] = useState<KnownKlineInterval>('MINUTE');
  const [isPending, startTransition] = useTransition();
  const [, startGapFetch] = useTransition();
  const [data, refetch] = useRefetchableFragment<KlineChartPanelRefetchQuery, KlineChartPanel_query$key>(
    graphql`
      fragment KlineChartPanel_query on Query
      @refetchable(queryName: "KlineChartPanelRefetchQuery")
      @argumentDefinitions(interval: { type: "KlineInterval", defaultValue: MINUTE }) {
        market(code: $code) {
          nowPrice
        }
        klines(code: $code, interval: $interval, size: 100) {
          time
          open
          high
          low
          close
        }
      }
    `,
    query,
  );

  const fetchGap = useCallback(() => {
    // The missed span: the API's latest candles replace the folded ones, the old ones stay meanwhile.
    startGapFetch(() => {
      refetch({ interval: shownInterval }, { fetchPolicy: 'network-only' });
    });
  }, [refetch, shownInterval]);
  const unit = shownInterval.toLowerCase() as Lowercase<KnownKlineInterval>;
  const candles = useLiveCandles(data.klines, data.market?.nowPrice ?? null, unit, fetchGap);
  const places = useMemo(() => pricePlaces(data.klines), [data.klines]);
  const format = useMemo(() => chartFormat(locale, unit, places), [locale, unit, places]);

  const labels = useMemo(
    () => ({
      time: t('marketDetail.time'),
      open: t('marketDetail.open'),
      high: t('marketDetail.high'),
      low: t('marketDetail.low'),
      close: t('marketDetail.close'),
    }),
    [t],
  );

  const select = (next: KnownKlineInterval) => {
    setInterval(next);
    // Keep the current candles on screen while the next interval loads.
    startTransition(() => {
      setShownInterval(next);
      refetch({ interval: next }, { fetchPolicy: 'store-or-network' });
    });
  };

  const latest = candles.at(-1);
  const chartBox = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(chartBox, drawnShare);
  const [drawn, setDrawn] = useState(false);
  if (onScreen && !drawn) setDrawn(true);
  const drawnCandles = useHeldWhile(!onScreen, candles);
  const drawnMarks = useHeldWhile(!onScreen, marks);

  return (
    <section aria-labelledby="chart-title" className={styles.panel}>
      <div className={styles.header}>
        <h2 id="chart-title" className={`${heading.heading} ${heading.md}`}>
          {t('marketDetail.chart')}
        </h2>
        <IntervalSwitch interval={interval} onSelect={select} />
      </div>
      {latest ? <LatestCandle candle={latest} labels={labels} format={format} /> : null}
      <div
        ref={chartBox}
        className={styles.chartBox}
        aria-busy={isPending}
        data-testid="kline-chart"
        data-interval={interval}
        data-candles={candles.length}
      >
        {candles.length === 0 ? (
          <EmptyState title={t('marketDetail.noCandles')} />
        ) : drawn ? (
          <Suspense fallback={<div className={chartSkeleton} />}>
            <KlineChart candles={drawnCandles} labels={labels} format={format} marks={drawnMarks} />
          </Suspense>
        ) : (
          <div className={chartSkeleton} />
        )}
        {isPending ? (
          <div className={styles.loading} role="status">
            <span className={styles.spinner} />
            <p className={styles.loadingText}>{t('marketDetail.chartLoading')}</p>
          </div>
        ) : null}
      </div>
    </section>
  );
}

type LegendItemProps = { label: string; value: string; testId: string; dir?: 'ltr' | 'auto' };

/** One figure of the latest candle; prices read left to right in every language, a date in its own. */
function LegendItem({ label, value, testId, dir = 'ltr' }: LegendItemProps) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd className={styles.value} data-testid={`kline-latest-${testId}`}>
        <bdi dir={dir}>{value}</bdi>
      </dd>
    </div>
  );
}

type IntervalSwitchProps = { interval: KnownKlineInterval; onSelect: (interval: KnownKlineInterval) => void };

/** The candles' interval (MINUTE … MONTH): one pressed toggle button among them. */
function IntervalSwitch({ interval, onSelect }: IntervalSwitchProps) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset (its frame and legend)
    <div className={styles.intervals} role="group" aria-label={t('marketDetail.intervalsLabel')}>
      {klineIntervals.map((value) => (
        <button
          key={value}
          type="button"
          className={buttonClass({
            size: 'xs',
            variant: value === interval ? 'solid' : 'ghost',
            palette: value === interval ? 'brand' : 'gray',
          })}
          aria-pressed={value === interval}
          onClick={() => onSelect(value)}
        >
          {t(`marketDetail.intervals.${value}`)}
        </button>
      ))}
    </div>
  );
}

type LatestCandleProps = { candle: Candle; labels: CandleLabels; format: ChartFormat };

/** The latest candle in words, as trading charts show it: the forming one moves with each tick. */
function LatestCandle({ candle, labels, format }: LatestCandleProps) {
  return (
    <dl className={styles.latest} data-testid="kline-latest" data-time={candle.time}>
      <LegendItem label={labels.time} value={format.time(Date.parse(candle.time))} testId="time" dir="auto" />
      <LegendItem label={labels.open} value={format.price(candle.open)} testId="open" />
      <LegendItem label={labels.high} value={format.price(candle.high)} testId="high" />
      <LegendItem label={labels.low} value={format.price(candle.low)} testId="low" />
      <LegendItem label={labels.close} value={format.price(candle.close)} testId="close" />
    </dl>
  );
}
