import { useTranslation } from 'react-i18next';
import skeleton from './skeleton.module.css';
import styles from './text-skeleton.module.css';

/** Placeholder lines while a text (an article) loads, in plain markup. */
export function TextSkeleton({ lines = 6 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a busy region named for screen readers, as ListSkeleton's
    <div className={styles.lines} aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className={`${skeleton.skeleton} ${styles.line}`} />
      ))}
    </div>
  );
}
