import { useRevalidator, useRouteError } from 'react-router';
import { ErrorState } from '../components/ui/error-state';
import styles from './RouteError.module.css';

/** A route that failed to load or render: the shell stays, the page offers a retry. */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (error) console.warn('Route failed', error);
  return (
    <div className={styles.error}>
      <ErrorState onRetry={() => void revalidator.revalidate()} />
    </div>
  );
}
