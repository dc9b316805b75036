import styles from './AppLoading.module.css';

/** Shown once, while the first route's loader and code arrive. */
export function AppLoading() {
  return (
    <div className={styles.center}>
      <span className={styles.spinner} />
    </div>
  );
}
