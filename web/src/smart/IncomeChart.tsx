import { useTranslation } from 'react-i18next';
import { formatMoney } from '../format/formatNumber';
import styles from './SmartCard.module.css';

type Payout = { cycle: number; profit: string };

/**
 * The plan's income as it grew, one bar per paid cycle (cumulative) and a slot per cycle to come, drawn as SVG: a handful of
 * bars needs no chart library. The figure's text alternative states the total.
 */
export function IncomeChart({
  payouts,
  cycles,
  total,
  locale,
}: {
  payouts: readonly Payout[];
  /** The plan's cycles: one slot each, so the chart also shows how far the plan has run. */
  cycles: number;
  total: string;
  locale: string;
}) {
  const { t } = useTranslation();
  if (payouts.length === 0) return null;
  let running = 0;
  const cumulative = payouts.map((payout) => {
    running += Number(payout.profit);
    return { cycle: payout.cycle, value: running };
  });
  const max = Math.max(...cumulative.map((point) => point.value), 0.01);
  const width = 240;
  const height = 64;
  const gap = 2;
  const slots = Math.max(cycles, cumulative.length);
  const barWidth = Math.max((width - gap * (slots - 1)) / slots, 1);
  const upcoming = Array.from(
    { length: slots - cumulative.length },
    (_, index) => cumulative.length + index + 1,
  );
  return (
    <figure data-testid="smart-income-chart">
      <svg
        role="img"
        aria-label={t('smart.plan.chartLabel', { cycles: payouts.length, total: formatMoney(total, locale) })}
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        height={height}
        preserveAspectRatio="none"
      >
        {upcoming.map((cycle) => (
          <rect
            key={`slot-${cycle}`}
            x={(cycle - 1) * (barWidth + gap)}
            y={height - 2}
            width={barWidth}
            height="2"
            fill="var(--chakra-colors-border)"
          />
        ))}
        {cumulative.map((point, index) => {
          const barHeight = Math.max((point.value / max) * (height - 4), 1);
          return (
            <rect
              key={point.cycle}
              x={index * (barWidth + gap)}
              y={height - barHeight}
              width={barWidth}
              height={barHeight}
              rx="1"
              fill="var(--chakra-colors-brand-solid)"
            />
          );
        })}
      </svg>
      <figcaption className={styles.note}>{t('smart.plan.chartCaption')}</figcaption>
    </figure>
  );
}
