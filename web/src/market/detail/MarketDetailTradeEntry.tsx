import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { ErrorState } from '../../components/ui/error-state';
import { useLoaderValue } from '../../routing/useLoaderValue';
import { OrderPanelPlaceholder } from '../order/OrderPanelPlaceholder';
import { OrderPanelSignIn } from '../order/OrderPanelSignIn';
import styles from './MarketDetailRoute.module.css';
import type { marketDetailLoader } from './marketDetailLoader';

// Signed in only: the order panel's code and data come on demand, so a visitor's page stays as light.
const MarketDetailTrade = lazy(() =>
  import('./MarketDetailTrade').then((module) => ({ default: module.MarketDetailTrade })),
);

/** Where the market detail is traded: the order panel for a user, the way to log in for a visitor. */
export function MarketDetailTradeEntry() {
  const { trade } = useLoaderValue<typeof marketDetailLoader>();
  return (
    <div className={styles.trade}>
      <ErrorBoundary fallback={(reset) => <ErrorState onRetry={reset} />}>
        <Suspense fallback={<OrderPanelPlaceholder />}>
          {trade ? (
            <MarketDetailTrade tradeRef={trade.tradeRef} accountRef={trade.accountRef} />
          ) : (
            <OrderPanelSignIn />
          )}
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}
