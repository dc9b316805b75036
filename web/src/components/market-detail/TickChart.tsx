import type { ApexOptions } from 'apexcharts';
import { useMemo, useRef } from 'react';
import Chart from 'react-apexcharts/core';
import 'apexcharts/line';
import 'apexcharts/dist/apexcharts.css';
import 'apexcharts/features/annotations';
import type { ChartFormat } from './chartFormat';
import { baseOptions, type ChartOrderMark, overlayColors, tooltipHtml } from './chartOptions';
import type { Tick } from './tickRing';

type TickChartProps = {
  ticks: readonly Tick[];
  labels: { time: string; price: string };
  format: ChartFormat;
  marks: readonly ChartOrderMark[];
};

/**
 * The tick view: the market's live prices of the last minutes as a line, each tick a point, with
 * the running orders' marks. Loaded on demand with ApexCharts, like the candle chart.
 */
export default function TickChart({ ticks, labels, format, marks }: TickChartProps) {
  const shown = useRef(ticks);
  shown.current = ticks;
  const series = useMemo(
    // Display only: the chart needs numbers; the decimal strings stay authoritative elsewhere.
    () => [{ name: labels.price, data: ticks.map((tick) => ({ x: tick.at, y: Number(tick.price) })) }],
    [ticks, labels.price],
  );
  const last = ticks.at(-1)?.at ?? 0;
  const latestExpiry = Math.max(0, ...marks.map((mark) => Date.parse(mark.expiresAt)));
  // A running order's expiry lies ahead of the last tick: the time axis reaches it, and a few seconds more.
  const axisEnd = latestExpiry > last ? latestExpiry + 5_000 : undefined;
  const options = useMemo<ApexOptions>(() => {
    const base = baseOptions({
      format,
      marks,
      axisLabel: format.clock,
      crosshairTime: format.clock,
      axisEnd,
    });
    return {
      ...base,
      chart: { ...base.chart, type: 'line' },
      colors: [overlayColors.tick],
      stroke: { width: 2, curve: 'straight' },
      markers: { size: 0 },
      tooltip: {
        theme: 'dark',
        intersect: false,
        custom: ({ dataPointIndex }: { dataPointIndex: number }) => {
          const tick = shown.current[dataPointIndex];
          return tick
            ? tooltipHtml([
                [labels.time, format.clock(tick.at), 'auto'],
                [labels.price, format.price(tick.price), 'ltr'],
              ])
            : '';
        },
      },
    };
  }, [format, marks, axisEnd, labels]);
  return <Chart type="line" series={series} options={options} height={360} width="100%" />;
}
