import type { ReactNode } from 'react';
import styles from './TradeLayout.module.css';

type TradeLayoutProps = { summary: ReactNode; chart: ReactNode; order: ReactNode; positions?: ReactNode };

/**
 * Summary and chart, with the order panel beside them (below on narrow screens), and the open
 * positions under the chart (under the order panel on narrow screens, after the form they follow).
 */
export function TradeLayout({ summary, chart, order, positions }: TradeLayoutProps) {
  return (
    <div className={styles.layout}>
      <div className={styles.summary}>{summary}</div>
      <div className={styles.chart}>{chart}</div>
      {positions ? <div className={styles.positions}>{positions}</div> : null}
      <div className={styles.order}>
        <div className={styles.sticky}>{order}</div>
      </div>
    </div>
  );
}
