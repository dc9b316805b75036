import type { ReactNode } from 'react';
import styles from './loading-label.module.css';

/**
 * A plain button's label while its action runs (the button itself is disabled): a spinner over
 * the label, which keeps the button's size, as Chakra's Button shows `loading`.
 */
export function LoadingLabel({ loading, children }: { loading: boolean; children: ReactNode }) {
  if (!loading) return children;
  return (
    <span className={styles.contents}>
      <span className={styles.centre}>
        <span className={styles.spinner} />
      </span>
      <span className={styles.hidden}>{children}</span>
    </span>
  );
}
