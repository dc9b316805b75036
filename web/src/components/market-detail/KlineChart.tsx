import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import Chart from 'react-apexcharts/core';
// ApexCharts' core with the one chart type drawn here (its full bundle is three times the size).
import 'apexcharts/candlestick';
// ApexCharts' own stylesheet as a file of this origin: it would otherwise inject it as an inline
// <style>, which the Content-Security-Policy refuses (gateway/src/http/content-security-policy.ts).
import 'apexcharts/dist/apexcharts.css';

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

export type Candle = {
  readonly time: string;
  readonly open: string;
  readonly high: string;
  readonly low: string;
  readonly close: string;
};

type KlineChartProps = {
  candles: readonly Candle[];
  locale: string;
  labels: { open: string; high: string; low: string; close: string };
  /**
   * A price as the rest of the page writes it (format/formatNumber). Passed in rather than imported:
   * an import from this lazy chunk splits the formatter out of the first route's main chunk.
   */
  formatPrice: (value: string) => string;
};

/**
 * How many of the latest candles the chart draws: about one per 7 CSS pixels of the screen's width
 * (a phone shows ~50, a desktop all 100). More are unreadable on a narrow screen, and each costs
 * ApexCharts drawing time on the phone that can least afford it.
 */
export function visibleCandles(width: number): number {
  return Math.max(30, Math.min(100, Math.floor(width / 7)));
}

/** The candlestick chart; this module (and ApexCharts) is loaded only when a detail page opens. */
export default function KlineChart({ candles: all, locale, labels, formatPrice }: KlineChartProps) {
  const candles = useMemo(() => all.slice(-visibleCandles(window.innerWidth)), [all]);
  const series = useMemo(
    () => [
      {
        name: 'OHLC',
        data: candles.map((candle) => ({
          x: new Date(candle.time).getTime(),
          // Display only: the chart needs numbers; the decimal strings stay authoritative elsewhere.
          y: [Number(candle.open), Number(candle.high), Number(candle.low), Number(candle.close)],
        })),
      },
    ],
    [candles],
  );
  // Axis labels are the chart's own round numbers; the tooltip shows the candle's decimal strings.
  const priceFormat = useMemo(() => new Intl.NumberFormat(locale, { maximumSignificantDigits: 8 }), [locale]);
  const options = useMemo<ApexOptions>(
    () => ({
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
      grid: { borderColor: '#242a38' },
      // Spec §1 colours: rising red, falling green.
      plotOptions: { candlestick: { colors: { upward: priceColor('rise'), downward: priceColor('fall') } } },
      xaxis: { type: 'datetime', labels: { datetimeUTC: false, style: { fontSize: '11px' } } },
      yaxis: {
        opposite: true,
        tooltip: { enabled: true },
        labels: {
          style: { fontSize: '11px' },
          // One formatter for every label (ApexCharts calls this for each label at every draw).
          formatter: (value: number) => priceFormat.format(value),
        },
      },
      tooltip: {
        theme: 'dark',
        custom: ({ dataPointIndex }: { dataPointIndex: number }) => {
          const candle = candles[dataPointIndex];
          if (!candle) return '';
          return `<div style="padding:6px 10px;font-size:12px">${labels.open}: ${formatPrice(candle.open)}<br/>${labels.high}: ${formatPrice(candle.high)}<br/>${labels.low}: ${formatPrice(candle.low)}<br/>${labels.close}: ${formatPrice(candle.close)}</div>`;
        },
      },
    }),
    [candles, formatPrice, labels, priceFormat],
  );
  return <Chart type="candlestick" series={series} options={options} height={360} width="100%" />;
}
