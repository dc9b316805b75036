import type { ApexOptions } from 'apexcharts';
import type { ChartFormat } from './chartFormat';
import styles from './KlineChart.module.css';

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

/** The names of the overlays' lines and of a tick's price, in the interface language. */
export type OverlayLabels = { price: string; sma: string; upper: string; middle: string; lower: string };

/** The overlays' colours: apart from the rise and fall colours, readable on the dark panel. */
export const overlayColors = { sma: '#f0b90b', bands: '#8fa3ff', tick: '#4fc3f7' } as const;

/**
 * The page's price colour (theme.ts `rise`/`fall`, which the user's red-up or green-up preference
 * swaps): ApexCharts paints SVG attributes, which cannot read a CSS variable themselves.
 */
export function priceColor(token: 'rise' | 'fall'): string {
  const value =
    typeof document === 'undefined'
      ? ''
      : getComputedStyle(document.documentElement).getPropertyValue(`--chakra-colors-${token}`).trim();
  return value || (token === 'rise' ? '#f75467' : '#0ecb81');
}

type BaseOptionsInput = {
  format: ChartFormat;
  marks: readonly ChartOrderMark[];
  /** An axis label for a time (the candles' span decides whether it carries the date). */
  axisLabel: (ms: number) => string;
  /** The crosshair's time on the axis. */
  crosshairTime: (ms: number) => string;
  /** Where the time axis ends when a running order expires after the last point. */
  axisEnd: number | undefined;
};

/**
 * What the candle and the tick chart share: the dark theme, local axis labels, a crosshair with
 * its time on the time axis and its price on the price axis, and the running orders' marks.
 */
export function baseOptions({
  format,
  marks,
  axisLabel,
  crosshairTime,
  axisEnd,
}: BaseOptionsInput): ApexOptions {
  const rise = priceColor('rise');
  const fall = priceColor('fall');
  const crosshair = { show: true, stroke: { color: '#8b93a7', width: 1, dashArray: 3 } };
  return {
    chart: {
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
    legend: { show: false },
    // Room on the left for the first time label, which ApexCharts centres on its point.
    grid: { borderColor: '#242a38', padding: { left: 36 } },
    xaxis: {
      type: 'datetime',
      ...(axisEnd ? { max: axisEnd } : {}),
      labels: {
        datetimeUTC: false,
        rotate: 0,
        hideOverlappingLabels: true,
        style: { fontSize: '11px' },
        formatter: (_value: string, timestamp?: number) =>
          timestamp === undefined ? '' : axisLabel(timestamp),
      },
      crosshairs: { ...crosshair, width: 1 },
      tooltip: { enabled: true, formatter: (value: string) => crosshairTime(Number(value)) },
    },
    yaxis: {
      opposite: true,
      tooltip: { enabled: true },
      crosshairs: crosshair,
      labels: {
        style: { fontSize: '11px' },
        // Every label with the market's own places (ApexCharts calls this for each label at every draw).
        formatter: (value: number) => format.price(value),
      },
    },
    annotations: orderAnnotations(marks, rise, fall),
  };
}

/** Each running order: a dashed line at its entry price and a marker at its expiry. */
function orderAnnotations(
  marks: readonly ChartOrderMark[],
  rise: string,
  fall: string,
): ApexOptions['annotations'] {
  // An up order's line in the rising colour, a down order's in the falling one.
  const colour = (mark: ChartOrderMark) => (mark.direction === 'UP' ? rise : fall);
  return {
    yaxis: marks.map((mark) => ({
      y: Number(mark.openPrice),
      borderColor: colour(mark),
      strokeDashArray: 4,
      label: {
        text: mark.entryLabel,
        position: 'left',
        textAnchor: 'start',
        borderColor: 'transparent',
        style: { background: colour(mark), color: '#fff', fontSize: '11px' },
      },
    })),
    points: marks.map((mark) => ({
      x: Date.parse(mark.expiresAt),
      y: Number(mark.openPrice),
      marker: { size: 5, fillColor: '#fff', strokeColor: colour(mark), strokeWidth: 3 },
      label: {
        text: mark.expiryLabel,
        borderColor: 'transparent',
        style: { background: '#2b3245', color: '#fff', fontSize: '11px' },
      },
    })),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One row of the tooltip: its name, and its value in its own direction (prices left to right). */
export type TooltipRow = readonly [label: string, value: string, dir: 'ltr' | 'auto'];

/**
 * The tooltip's HTML, rows of "name: value". Styled by a class: the Content-Security-Policy
 * refuses style attributes in HTML. The page's direction applies (right to left in Arabic).
 */
export function tooltipHtml(rows: readonly TooltipRow[]): string {
  return `<div class="kline-tooltip ${styles.tooltip}">${rows
    .map(([label, value, dir]) => `${escapeHtml(label)}: <bdi dir="${dir}">${escapeHtml(value)}</bdi>`)
    .join('<br/>')}</div>`;
}
