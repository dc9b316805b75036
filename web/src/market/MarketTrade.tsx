import { lazy, Suspense, useEffect, useState } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import type { accountModeBalanceQuery } from '../__generated__/accountModeBalanceQuery.graphql';
import type { MarketTradeQuery } from '../__generated__/MarketTradeQuery.graphql';
import type { ChartOrderMark } from '../components/market-detail/KlineChart';
import { KlineChartPanel } from '../components/market-detail/KlineChartPanel';
import { MarketNotFound } from '../components/market-detail/MarketNotFound';
import { MarketSummary } from '../components/market-detail/MarketSummary';
import { isKnownMarketType } from '../components/market-list/marketTypes';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { ErrorState } from '../components/ui/error-state';
import { MarketSessionGuard } from './MarketSessionGuard';
import styles from './MarketTrade.module.css';
import { marketPagePath } from './marketTab';
import { OrderPanelPlaceholder } from './order/OrderPanelPlaceholder';
import { TradeLayout } from './TradeLayout';

// The order panel (form, validation, confirmation, settlement) is its own chunk, fetched as soon
// as the trading view's code runs, beside the view's data.
const loadOrderPanel = () => import('./order/OrderPanel').then((module) => ({ default: module.OrderPanel }));
const OrderPanel = lazy(loadOrderPanel);
void loadOrderPanel();
// The open positions (signed in only) likewise: their code is not the signed-out page's.
const OpenPositions = lazy(() =>
  import('./positions/OpenPositions').then((module) => ({ default: module.OpenPositions })),
);

export const marketTradeQuery = graphql`
  query MarketTradeQuery($code: String!) {
    market(code: $code) {
      code
      type
      ...MarketSummary_market
      ...MarketSessionGuard_market
      ...OrderPanel_market
    }
    ...KlineChartPanel_query
    ...OrderPanel_query
  }
`;

type MarketTradeProps = {
  queryRef: PreloadedQuery<MarketTradeQuery>;
  /** The account in use for the order panel; null when signed out. */
  accountRef: PreloadedQuery<accountModeBalanceQuery> | null;
  /** The URL names no tab (`/market?code=AAPL`): once the market is known, name its category there. */
  nameTab: boolean;
};

/** The selected market: summary and chart, with the order panel beside (below on narrow screens). */
export function MarketTrade({ queryRef, accountRef, nameTab }: MarketTradeProps) {
  const data = usePreloadedQuery<MarketTradeQuery>(marketTradeQuery, queryRef);
  const navigate = useNavigate();
  const type = data.market?.type ?? null;
  const code = data.market?.code ?? null;
  useEffect(() => {
    if (nameTab && code && isKnownMarketType(type))
      navigate(marketPagePath(type, code), { replace: true, preventScrollReset: true });
  }, [nameTab, type, code, navigate]);
  // The chart's market's running orders, as the open-positions list reads them.
  const [marks, setMarks] = useState<readonly ChartOrderMark[]>([]);
  if (!data.market)
    return (
      <div className={styles.notFound}>
        <MarketNotFound code={queryRef.variables.code} />
      </div>
    );
  return (
    <TradeLayout
      summary={<MarketSummary market={data.market} headingLevel="h2" />}
      chart={
        <ErrorBoundary fallback={(reset) => <ErrorState onRetry={reset} />}>
          <KlineChartPanel query={data} marks={marks} />
        </ErrorBoundary>
      }
      order={
        <MarketSessionGuard market={data.market}>
          <Suspense fallback={<OrderPanelPlaceholder />}>
            <OrderPanel key={data.market.code} market={data.market} query={data} accountRef={accountRef} />
          </Suspense>
        </MarketSessionGuard>
      }
      positions={
        accountRef ? (
          <ErrorBoundary fallback={(reset) => <ErrorState onRetry={reset} />}>
            <Suspense fallback={null}>
              <OpenPositions code={data.market.code} onMarks={setMarks} />
            </Suspense>
          </ErrorBoundary>
        ) : null
      }
    />
  );
}
