import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts/core';
// ApexCharts' core with the one chart type drawn here, loaded with this chunk only.
import 'apexcharts/bar';
// Its stylesheet as a file of this origin (the Content-Security-Policy refuses inline styles).
import 'apexcharts/dist/apexcharts.css';

export type ProfitDay = { day: string; amount: string };

function brandColor(): string {
  const value =
    typeof document === 'undefined'
      ? ''
      : getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-solid').trim();
  return value || '#3b82f6';
}

/**
 * The daily results as bars around zero. `format` writes an amount as the page does (passed in: an
 * import from this lazy chunk would split the formatter out of the page's chunk).
 */
export default function ProfitChart({
  days,
  name,
  format,
  rightToLeft,
}: {
  days: readonly ProfitDay[];
  name: string;
  format: (value: number) => string;
  rightToLeft: boolean;
}) {
  const options: ApexOptions = {
    chart: {
      id: 'statement-profit',
      // Its stylesheet is imported above: a <style> it injected would be refused by the Content-Security-Policy.
      injectStyleSheet: false,
      toolbar: { show: false },
      animations: { enabled: false },
      zoom: { enabled: false },
    },
    colors: [brandColor()],
    dataLabels: { enabled: false },
    xaxis: { categories: days.map((day) => day.day), labels: { rotate: -45 } },
    yaxis: { opposite: rightToLeft, labels: { formatter: format } },
    tooltip: { y: { formatter: format } },
    plotOptions: { bar: { borderRadius: 2 } },
  };
  const series = [{ name, data: days.map((day) => Number(day.amount)) }];
  return <Chart type="bar" series={series} options={options} height={240} width="100%" />;
}
