import { useTranslation } from 'react-i18next';
import styles from './MarketList.module.css';

/** The column names over the market rows (decorative: each row reads on its own). */
export function MarketListHeader() {
  const { t } = useTranslation();
  return (
    <div className={`${styles.columns} ${styles.header}`} aria-hidden="true">
      <p>{t('markets.name')}</p>
      <p className={`${styles.trend} ${styles.center}`}>{t('markets.trend')}</p>
      <p className={styles.end}>{t('markets.price')}</p>
      <p className={styles.center}>{t('markets.change')}</p>
    </div>
  );
}
