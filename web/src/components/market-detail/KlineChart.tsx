import type { ApexOptions } from 'apexcharts';
import { useMemo, useRef } from 'react';
import Chart from 'react-apexcharts/core';
// ApexCharts' core with the chart types drawn here (its full bundle is three times the size): the
// candles, the lines of the overlays, and annotations for the entry line and expiry marker of
// running orders.
import 'apexcharts/candlestick';
import 'apexcharts/line';
// ApexCharts' own stylesheet as a file of this origin: it would otherwise inject it as an inline
// <style>, which the Content-Security-Policy refuses (gateway/src/http/content-security-policy.ts).
import 'apexcharts/dist/apexcharts.css';
import 'apexcharts/features/annotations';
import type { ChartFormat } from './chartFormat';
import { bollingerBands, type IndicatorLine, simpleMovingAverage } from './chartIndicators';
import {
  baseOptions,
  type CandleLabels,
  type ChartOrderMark,
  type OverlayLabels,
  overlayColors,
  priceColor,
  type TooltipRow,
  tooltipHtml,
} from './chartOptions';
import type { IndicatorChoice } from './chartPreferences';
import { indicatorSettings } from './indicatorSettings';
import type { Candle } from './liveCandles';

export type { CandleLabels, ChartOrderMark, OverlayLabels } from './chartOptions';

type KlineChartProps = {
  candles: readonly Candle[];
  labels: CandleLabels & OverlayLabels;
  /**
   * Prices and times as the rest of the page writes them (format/). Passed in rather than imported:
   * an import from this lazy chunk splits the formatter out of the first route's main chunk.
   */
  format: ChartFormat;
  marks: readonly ChartOrderMark[];
  indicators: IndicatorChoice;
};

/**
 * How many of the latest candles the chart draws: about one per 7 CSS pixels of the screen's width
 * (a phone shows ~50, a desktop all 100). More are unreadable on a narrow screen, and each costs
 * ApexCharts drawing time on the phone that can least afford it.
 */
export function visibleCandles(width: number): number {
  return Math.max(30, Math.min(100, Math.floor(width / 7)));
}

type OverlayKey = 'sma' | 'upper' | 'middle' | 'lower';

/** Each overlay line's colour and dash: the bands alike, their middle dashed. */
const overlayLook: Record<OverlayKey, { color: string; dash: number }> = {
  sma: { color: overlayColors.sma, dash: 0 },
  upper: { color: overlayColors.bands, dash: 0 },
  middle: { color: overlayColors.bands, dash: 4 },
  lower: { color: overlayColors.bands, dash: 0 },
};

/** An overlay line as drawn: its name and one value per candle drawn. */
type Overlay = { key: OverlayKey; name: string; values: IndicatorLine };

/**
 * The overlays chosen, over every candle fetched (so the first candles drawn already have a
 * value), then cut to the candles drawn.
 */
function overlaysOf(
  all: readonly Candle[],
  shown: number,
  indicators: IndicatorChoice,
  labels: OverlayLabels,
) {
  const closes = all.map((candle) => Number(candle.close));
  const cut = (line: IndicatorLine) => line.slice(-shown);
  const overlays: Overlay[] = [];
  if (indicators.sma) {
    const values = cut(simpleMovingAverage(closes, indicatorSettings.smaPeriod));
    overlays.push({ key: 'sma', name: labels.sma, values });
  }
  if (indicators.bollinger) {
    const bands = bollingerBands(closes, indicatorSettings.bollingerPeriod, indicatorSettings.bollingerWidth);
    for (const key of ['upper', 'middle', 'lower'] as const)
      overlays.push({ key, name: labels[key], values: cut(bands[key]) });
  }
  return overlays;
}

/** The candlestick chart (and its overlays); this module (and ApexCharts) loads only when a chart opens. */
export default function KlineChart({ candles: all, labels, format, marks, indicators }: KlineChartProps) {
  const candles = useMemo(() => all.slice(-visibleCandles(window.innerWidth)), [all]);
  const overlays = useMemo(
    () => overlaysOf(all, candles.length, indicators, labels),
    [all, candles.length, indicators, labels],
  );
  // The tooltip reads the candles drawn now: a ref, so a tick redraws the series, not every option.
  const shown = useRef({ candles, overlays });
  shown.current = { candles, overlays };
  const series = useMemo(() => {
    const times = candles.map((candle) => Date.parse(candle.time));
    return [
      {
        name: labels.close,
        type: 'candlestick',
        data: candles.map((candle, i) => ({
          x: times[i],
          // Display only: the chart needs numbers; the decimal strings stay authoritative elsewhere.
          y: [Number(candle.open), Number(candle.high), Number(candle.low), Number(candle.close)],
        })),
      },
      ...overlays.map((overlay) => ({
        name: overlay.name,
        type: 'line',
        data: overlay.values.map((y, i) => ({ x: times[i], y })),
      })),
    ];
  }, [candles, overlays, labels.close]);
  const from = candles.length > 0 ? Date.parse(candles[0]?.time ?? '') : 0;
  const to = candles.length > 0 ? Date.parse(candles.at(-1)?.time ?? '') : 0;
  // A running order's expiry lies ahead of the last candle: the time axis reaches it (and a candle more).
  const candleWidth = candles.length > 1 ? (to - from) / (candles.length - 1) : 60_000;
  const latestExpiry = Math.max(0, ...marks.map((mark) => Date.parse(mark.expiresAt)));
  const axisEnd = latestExpiry > to ? latestExpiry + candleWidth : undefined;
  // The options change with the set of lines, not with their values (a tick moves the values).
  const lineKeys = overlays.map((overlay) => overlay.key).join();
  const options = useMemo<ApexOptions>(() => {
    const base = baseOptions({
      format,
      marks,
      axisLabel: (ms) => format.axisTime(ms, from, to),
      crosshairTime: format.time,
      axisEnd,
    });
    const looks = lineKeys ? lineKeys.split(',').map((key) => overlayLook[key as OverlayKey]) : [];
    return {
      ...base,
      // Candles alone, or (with lines over them) ApexCharts' combined chart.
      chart: { ...base.chart, type: looks.length > 0 ? 'line' : 'candlestick' },
      // The product's colours (rising red, falling green), or the user's green-up preference.
      plotOptions: { candlestick: { colors: { upward: priceColor('rise'), downward: priceColor('fall') } } },
      colors: ['#8b93a7', ...looks.map((look) => look.color)],
      stroke: { width: [1, ...looks.map(() => 1.5)], dashArray: [0, ...looks.map((look) => look.dash)] },
      markers: { size: 0 },
      tooltip: {
        theme: 'dark',
        shared: true,
        intersect: false,
        custom: ({ dataPointIndex }: { dataPointIndex: number }) =>
          candleTooltip(shown.current, dataPointIndex, labels, format),
      },
    };
  }, [format, labels, marks, from, to, axisEnd, lineKeys]);
  const type = overlays.length > 0 ? 'line' : 'candlestick';
  return <Chart key={type} type={type} series={series} options={options} height={360} width="100%" />;
}

type Drawn = { candles: readonly Candle[]; overlays: readonly Overlay[] };

/** A candle's figures, and the overlays' values at it, as the tooltip's HTML. */
function candleTooltip(
  { candles, overlays }: Drawn,
  index: number,
  labels: CandleLabels,
  format: ChartFormat,
) {
  const candle = candles[index];
  if (!candle) return '';
  const rows: TooltipRow[] = [
    [labels.time, format.time(Date.parse(candle.time)), 'auto'],
    [labels.open, format.price(candle.open), 'ltr'],
    [labels.high, format.price(candle.high), 'ltr'],
    [labels.low, format.price(candle.low), 'ltr'],
    [labels.close, format.price(candle.close), 'ltr'],
  ];
  for (const overlay of overlays) {
    const value = overlay.values[index];
    if (value !== null && value !== undefined) rows.push([overlay.name, format.price(value), 'ltr']);
  }
  return tooltipHtml(rows);
}
