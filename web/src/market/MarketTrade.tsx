import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { useNavigate } from 'react-router';
import type { accountModeBalanceQuery } from '../__generated__/accountModeBalanceQuery.graphql';
import type { MarketTradeQuery } from '../__generated__/MarketTradeQuery.graphql';
import { KlineChartPanel } from '../components/market-detail/KlineChartPanel';
import { MarketNotFound } from '../components/market-detail/MarketNotFound';
import { MarketSummary } from '../components/market-detail/MarketSummary';
import { isKnownMarketType } from '../components/market-list/marketTypes';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { ErrorState } from '../components/ui/error-state';
import { MarketSessionGuard } from './MarketSessionGuard';
import { marketPagePath } from './marketTab';
import { OrderPanelPlaceholder } from './order/OrderPanelPlaceholder';
import { TradeLayout } from './TradeLayout';

// The order panel (form, validation, confirmation, settlement) is its own chunk, fetched as soon
// as the trading view's code runs, beside the view's data.
const loadOrderPanel = () => import('./order/OrderPanel').then((module) => ({ default: module.OrderPanel }));
const OrderPanel = lazy(loadOrderPanel);
void loadOrderPanel();

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
  if (!data.market)
    return (
      <Box layerStyle="panel" py="6">
        <MarketNotFound code={queryRef.variables.code} />
      </Box>
    );
  return (
    <TradeLayout
      summary={<MarketSummary market={data.market} headingLevel="h2" />}
      chart={
        <ErrorBoundary fallback={(reset) => <ErrorState onRetry={reset} />}>
          <KlineChartPanel query={data} />
        </ErrorBoundary>
      }
      order={
        <MarketSessionGuard market={data.market}>
          <Suspense fallback={<OrderPanelPlaceholder />}>
            <OrderPanel key={data.market.code} market={data.market} query={data} accountRef={accountRef} />
          </Suspense>
        </MarketSessionGuard>
      }
    />
  );
}
