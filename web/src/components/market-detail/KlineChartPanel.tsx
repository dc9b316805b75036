import { lazy, Suspense, useCallback, useMemo, useRef, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { KlineChartPanel_query$key } from '../../__generated__/KlineChartPanel_query.graphql';
import type { KlineChartPanelRefetchQuery } from '../../__generated__/KlineChartPanelRefetchQuery.graphql';
import { languageTags } from '../../i18n/languages';
import { useClientState } from '../../state/clientStore';
import { EmptyState } from '../ui/empty-state';
import heading from '../ui/heading.module.css';
import skeleton from '../ui/skeleton.module.css';
import { IndicatorToggles, PeriodSwitch } from './ChartControls';
import { type ChartFormat, chartFormat } from './chartFormat';
import type { CandleLabels, ChartOrderMark } from './chartOptions';
import { setIndicatorShown, useIndicatorChoice } from './chartPreferences';
import { indicatorSettings } from './indicatorSettings';
import styles from './KlineChartPanel.module.css';
import type { ChartPeriod, KnownKlineInterval } from './klineIntervals';
import { type Candle, pricePlaces } from './liveCandles';
import { useLiveCandles } from './useLiveCandles';
import { useLiveTicks } from './useLiveTicks';
import { useHeldWhile, useOnScreen } from './useOnScreen';

// ApexCharts stays out of the first bundle: it loads when a chart is first on screen.
const KlineChart = lazy(() => import('./KlineChart'));
const TickChart = lazy(() => import('./TickChart'));

/**
 * How much of the chart's box must be on screen for it to be drawn. On a phone the chart starts at
 * the fold, below the market's summary: its first draw (~400 ms of main thread at a phone's speed,
 * bench/README.md) waits until the user scrolls to it, and the skeleton of the same size holds its
 * place meanwhile. An off-screen chart is not redrawn on every tick either; it catches up at once
 * when it is back on screen.
 */
const drawnShare = 0.25;

const noMarks: readonly ChartOrderMark[] = [];
const noPrices: readonly string[] = [];
/** The chart's place until it is drawn, at its height. */
const chartSkeleton = `${skeleton.skeleton} ${styles.skeleton}`;

type KlineChartPanelProps = {
  query: KlineChartPanel_query$key;
  /** Running orders of this market, drawn as an entry line and an expiry marker each. */
  marks?: readonly ChartOrderMark[];
};

/**
 * The candlestick chart with its period switch (the live ticks, MINUTE … MONTH) and its overlays
 * (moving average, Bollinger bands), live: the market's price (updated by the `marketTicks`
 * subscription) forms the current candle and the tick line, and after a silence in the feed (a
 * reconnect) the candles are fetched again, so the chart keeps no gap.
 */
export function KlineChartPanel({ query, marks = noMarks }: KlineChartPanelProps) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const [period, setPeriod] = useState<ChartPeriod>('MINUTE');
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
          code
          nowPrice
          # The tick view's first minutes (the market list's sparkline keeps them moving).
          recentPrices
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
  const nowPrice = data.market?.nowPrice ?? null;
  const candles = useLiveCandles(data.klines, nowPrice, unit, fetchGap);
  const ticks = useLiveTicks(data.market?.code ?? '', data.market?.recentPrices ?? noPrices, nowPrice);
  const indicators = useIndicatorChoice();
  const places = useMemo(() => pricePlaces(data.klines), [data.klines]);
  const format = useMemo(() => chartFormat(locale, unit, places), [locale, unit, places]);

  const labels = useChartLabels();

  const select = (next: ChartPeriod) => {
    setPeriod(next);
    // The ticks are at hand; the candles of another interval are fetched.
    if (next === 'TICK') return;
    // Keep the current candles on screen while the next interval loads.
    startTransition(() => {
      setShownInterval(next);
      refetch({ interval: next }, { fetchPolicy: 'store-or-network' });
    });
  };
  const tickView = period === 'TICK';

  const latest = candles.at(-1);
  const chartBox = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(chartBox, drawnShare);
  const [drawn, setDrawn] = useState(false);
  if (onScreen && !drawn) setDrawn(true);
  const drawnCandles = useHeldWhile(!onScreen, candles);
  const drawnTicks = useHeldWhile(!onScreen || !tickView, ticks);
  const drawnMarks = useHeldWhile(!onScreen, marks);

  return (
    <section aria-labelledby="chart-title" className={styles.panel}>
      <div className={styles.header}>
        <h2 id="chart-title" className={`${heading.heading} ${heading.md}`}>
          {t('marketDetail.chart')}
        </h2>
        <PeriodSwitch period={period} onSelect={select} />
      </div>
      {tickView ? null : <IndicatorToggles choice={indicators} onToggle={setIndicatorShown} />}
      {latest ? <LatestCandle candle={latest} labels={labels} format={format} /> : null}
      <div
        ref={chartBox}
        className={styles.chartBox}
        aria-busy={isPending}
        data-testid="kline-chart"
        data-interval={period}
        data-candles={candles.length}
        data-ticks={tickView ? ticks.length : undefined}
      >
        {tickView && drawn ? (
          <Suspense fallback={<div className={chartSkeleton} />}>
            <TickChart ticks={drawnTicks} labels={labels} format={format} marks={drawnMarks} />
          </Suspense>
        ) : candles.length === 0 ? (
          <EmptyState title={t('marketDetail.noCandles')} />
        ) : drawn ? (
          <Suspense fallback={<div className={chartSkeleton} />}>
            <KlineChart
              candles={drawnCandles}
              labels={labels}
              format={format}
              marks={drawnMarks}
              indicators={indicators}
            />
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

/** The names of the chart's figures and lines, in the interface language. */
function useChartLabels() {
  const { t } = useTranslation();
  return useMemo(() => {
    const { bollingerPeriod, bollingerWidth, smaPeriod } = indicatorSettings;
    const bands = { period: bollingerPeriod, width: bollingerWidth };
    return {
      time: t('marketDetail.time'),
      open: t('marketDetail.open'),
      high: t('marketDetail.high'),
      low: t('marketDetail.low'),
      close: t('marketDetail.close'),
      price: t('marketDetail.price'),
      sma: t('marketDetail.indicators.sma', { period: smaPeriod }),
      upper: t('marketDetail.indicators.upper', bands),
      middle: t('marketDetail.indicators.middle', bands),
      lower: t('marketDetail.indicators.lower', bands),
    };
  }, [t]);
}
