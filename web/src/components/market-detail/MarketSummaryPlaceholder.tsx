import { useTranslation } from 'react-i18next';
import heading from '../ui/heading.module.css';
import skeleton from '../ui/skeleton.module.css';
import styles from './MarketSummary.module.css';
import placeholder from './placeholders.module.css';

/**
 * MarketSummary's frame while its market loads: the same boxes and line heights, bars for the
 * values, so the chart and panels below it stay where they will be.
 */
export function MarketSummaryPlaceholder() {
  const { t } = useTranslation();
  const bar = (width: string) => (
    <span className={`${skeleton.skeleton} ${placeholder.bar}`} style={{ width }} aria-hidden />
  );
  return (
    <div className={styles.summary} aria-busy="true">
      <div className={styles.top}>
        <div className={styles.identity}>
          <span className={`${skeleton.skeleton} ${skeleton.circle} ${placeholder.logo}`} aria-hidden />
          <div className={styles.names}>
            <p className={`${heading.heading} ${heading.xl}`}>{bar('8rem')}</p>
            <div className={styles.meta}>
              <p>{bar('6rem')}</p>
            </div>
          </div>
        </div>
      </div>
      <div className={styles.quote}>
        <p className={styles.price}>{bar('9rem')}</p>
      </div>
      <dl className={styles.stats}>
        {[
          t('marketDetail.high24h'),
          t('marketDetail.low24h'),
          t('marketDetail.volume24h'),
          t('marketDetail.tradingHours'),
        ].map((label) => (
          <div key={label} className={styles.stat}>
            <dt className={styles.label}>{label}</dt>
            <dd className={styles.value}>{bar('5rem')}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
