import { useTranslation } from 'react-i18next';
import styles from './list-skeleton.module.css';
import skeleton from './skeleton.module.css';

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the markup Chakra's Stack rendered here before
    <div className={styles.list} aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className={styles.row}>
          <div className={`${skeleton.skeleton} ${skeleton.circle} ${styles.avatar}`} />
          <div className={`${skeleton.skeleton} ${styles.line}`} />
          <div className={`${skeleton.skeleton} ${styles.end}`} />
        </div>
      ))}
    </div>
  );
}
