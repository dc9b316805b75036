import type { ApexOptions } from 'apexcharts';
import { useMemo, useRef } from 'react';
import Chart from 'react-apexcharts/core';
// ApexCharts' core with the one chart type drawn here (its full bundle is three times the size),
// and annotations for the entry line and expiry marker of running orders.
import 'apexcharts/candlestick';
// ApexCharts' own stylesheet as a file of this origin: it would otherwise inject it as an inline
// <style>, which the Content-Security-Policy refuses (gateway/src/http/content-security-policy.ts).
import 'apexcharts/dist/apexcharts.css';
import 'apexcharts/features/annotations';
import type { ChartFormat } from './chartFormat';
import styles from './KlineChart.module.css';
import type { Candle } from './liveCandles';

/**
 * The page's price colour (theme.ts `rise`/`fall`, which the user's red-up or green-up preference
 * swaps): ApexCharts paints SVG attributes, which cannot read a CSS variable themselves.
 */
function priceColor(token: 'rise' | 'fall'): string {
  const value =
    typeof document === 'undefined'
      ? ''
      : getComputedStyle(document.documentElement).getPropertyValue(`--chakra-colors-${token}`).trim();
  return value || (token === 'rise' ? '#f75467' : '#0ecb81');
}

/** A running order drawn on the chart: a line at its entry price, a marker at its expiry. */
export type ChartOrderMark = {
  readonly id: string;
  readonly direction: 'UP' | 'DOWN';
  readonly openPrice: string;
  readonly expiresAt: string;
  /** "Up · entry 64,012.50", in the interface language. */
  readonly entryLabel: string;
  /** "Expires 17:05:30". */
  readonly expiryLabel: string;
};

/** The names of a candle's figures, in the interface language. */
export type CandleLabels = { time: string; open: string; high: string; low: string; close: string };

type KlineChartProps = {
  candles: readonly Candle[];
  labels: CandleLabels;
  /**
   * Prices and times as the rest of the page writes them (format/). Passed in rather than imported:
   * an import from this lazy chunk splits the formatter out of the first route's main chunk.
   */
  format: ChartFormat;
  marks: readonly ChartOrderMark[];
};

/**
 * How many of the latest candles the chart draws: about one per 7 CSS pixels of the screen's width
 * (a phone shows ~50, a desktop all 100). More are unreadable on a narrow screen, and each costs
 * ApexCharts drawing time on the phone that can least afford it.
 */
export function visibleCandles(width: number): number {
  return Math.max(30, Math.min(100, Math.floor(width / 7)));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The candlestick chart; this module (and ApexCharts) is loaded only when a detail page opens. */
export default function KlineChart({ candles: all, labels, format, marks }: KlineChartProps) {
  const candles = useMemo(() => all.slice(-visibleCandles(window.innerWidth)), [all]);
  // The tooltip reads the candles drawn now: a ref, so a tick redraws the series, not every option.
  const shown = useRef(candles);
  shown.current = candles;
  const series = useMemo(
    () => [
      {
        name: 'OHLC',
        data: candles.map((candle) => ({
          x: Date.parse(candle.time),
          // Display only: the chart needs numbers; the decimal strings stay authoritative elsewhere.
          y: [Number(candle.open), Number(candle.high), Number(candle.low), Number(candle.close)],
        })),
      },
    ],
    [candles],
  );
  const from = candles.length > 0 ? Date.parse(candles[0]?.time ?? '') : 0;
  const to = candles.length > 0 ? Date.parse(candles.at(-1)?.time ?? '') : 0;
  // A running order's expiry lies ahead of the last candle: the time axis reaches it (and a candle more).
  const candleWidth = candles.length > 1 ? (to - from) / (candles.length - 1) : 60_000;
  const latestExpiry = Math.max(0, ...marks.map((mark) => Date.parse(mark.expiresAt)));
  const axisEnd = latestExpiry > to ? latestExpiry + candleWidth : undefined;
  const options = useMemo(
    () => chartOptions({ format, labels, marks, from, to, axisEnd, shown }),
    [format, labels, marks, from, to, axisEnd],
  );
  return <Chart type="candlestick" series={series} options={options} height={360} width="100%" />;
}

type ChartOptionsInput = {
  format: ChartFormat;
  labels: CandleLabels;
  marks: readonly ChartOrderMark[];
  /** The first and the last candle's time: the axis labels carry the date once they span days. */
  from: number;
  to: number;
  /** Where the time axis ends when a running order expires after the last candle. */
  axisEnd: number | undefined;
  /** The candles drawn now, which the tooltip reads. */
  shown: { readonly current: readonly Candle[] };
};

/** ApexCharts' options: the dark theme, the price colours, local axis labels, the orders' marks, the tooltip. */
function chartOptions({ format, labels, marks, from, to, axisEnd, shown }: ChartOptionsInput): ApexOptions {
  // An up order's line in the rising colour, a down order's in the falling one.
  const rise = priceColor('rise');
  const fall = priceColor('fall');
  return {
    chart: {
      type: 'candlestick',
      injectStyleSheet: false,
      animations: { enabled: false },
      toolbar: { show: false },
      zoom: { enabled: false },
      background: 'transparent',
      foreColor: '#8b93a7',
      fontFamily: 'inherit',
      defaultLocale: 'en',
    },
    theme: { mode: 'dark' },
    // Room on the left for the first time label, which ApexCharts centres on its candle.
    grid: { borderColor: '#242a38', padding: { left: 24 } },
    // The product's colours (rising red, falling green), or the user's green-up preference.
    plotOptions: { candlestick: { colors: { upward: rise, downward: fall } } },
    xaxis: {
      type: 'datetime',
      ...(axisEnd ? { max: axisEnd } : {}),
      labels: {
        datetimeUTC: false,
        rotate: 0,
        hideOverlappingLabels: true,
        style: { fontSize: '11px' },
        // Local times in the interface language, with the date once the candles span days.
        formatter: (_value: string, timestamp?: number) =>
          timestamp === undefined ? '' : format.axisTime(timestamp, from, to),
      },
      tooltip: { enabled: false },
    },
    yaxis: {
      opposite: true,
      tooltip: { enabled: true },
      labels: {
        style: { fontSize: '11px' },
        // Every label with the market's own places (ApexCharts calls this for each label at every draw).
        formatter: (value: number) => format.price(value),
      },
    },
    annotations: orderAnnotations(marks, rise, fall),
    tooltip: {
      theme: 'dark',
      custom: ({ dataPointIndex }: { dataPointIndex: number }) => {
        const candle = shown.current[dataPointIndex];
        return candle ? candleTooltip(candle, labels, format) : '';
      },
    },
  };
}

/** Each running order: a dashed line at its entry price and a marker at its expiry. */
function orderAnnotations(
  marks: readonly ChartOrderMark[],
  rise: string,
  fall: string,
): ApexOptions['annotations'] {
  return {
    yaxis: marks.map((mark) => ({
      y: Number(mark.openPrice),
      borderColor: mark.direction === 'UP' ? rise : fall,
      strokeDashArray: 4,
      label: {
        text: mark.entryLabel,
        position: 'left',
        textAnchor: 'start',
        borderColor: 'transparent',
        style: {
          background: mark.direction === 'UP' ? rise : fall,
          color: '#fff',
          fontSize: '11px',
        },
      },
    })),
    points: marks.map((mark) => ({
      x: Date.parse(mark.expiresAt),
      y: Number(mark.openPrice),
      marker: {
        size: 5,
        fillColor: '#fff',
        strokeColor: mark.direction === 'UP' ? rise : fall,
        strokeWidth: 3,
      },
      label: {
        text: mark.expiryLabel,
        borderColor: 'transparent',
        style: { background: '#2b3245', color: '#fff', fontSize: '11px' },
      },
    })),
  };
}

/** A candle's figures as the tooltip's HTML. */
function candleTooltip(candle: Candle, labels: CandleLabels, format: ChartFormat): string {
  // Prices read left to right in every language; the date in its own direction. Styled by a
  // class: the Content-Security-Policy refuses style attributes in HTML.
  const rows = [
    [labels.time, format.time(Date.parse(candle.time)), 'auto'],
    [labels.open, format.price(candle.open), 'ltr'],
    [labels.high, format.price(candle.high), 'ltr'],
    [labels.low, format.price(candle.low), 'ltr'],
    [labels.close, format.price(candle.close), 'ltr'],
  ];
  return `<div class="kline-tooltip ${styles.tooltip}">${rows
    .map(
      ([label, value, dir]) =>
        `${escapeHtml(label ?? '')}: <bdi dir="${dir}">${escapeHtml(value ?? '')}</bdi>`,
    )
    .join('<br/>')}</div>`;
}
