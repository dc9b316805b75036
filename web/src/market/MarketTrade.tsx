import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { MarketTradeQuery } from '../__generated__/MarketTradeQuery.graphql';
import { KlineChartPanel } from '../components/market-detail/KlineChartPanel';
import { MarketSummary } from '../components/market-detail/MarketSummary';
import { EmptyState } from '../components/ui/empty-state';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { ErrorState } from '../components/ui/error-state';
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
      ...MarketSummary_market
      ...OrderPanel_market
    }
    ...KlineChartPanel_query
    ...OrderPanel_query
  }
`;

/** The selected market: summary and chart, with the order panel beside (below on narrow screens). */
export function MarketTrade({ queryRef }: { queryRef: PreloadedQuery<MarketTradeQuery> }) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<MarketTradeQuery>(marketTradeQuery, queryRef);
  if (!data.market) return <EmptyState title={t('marketDetail.notFound')} />;
  return (
    <TradeLayout
      summary={<MarketSummary market={data.market} headingLevel="h2" />}
      chart={
        <ErrorBoundary fallback={(reset) => <ErrorState onRetry={reset} />}>
          <KlineChartPanel query={data} />
        </ErrorBoundary>
      }
      order={
        <Suspense fallback={<OrderPanelPlaceholder />}>
          <OrderPanel key={data.market.code} market={data.market} query={data} />
        </Suspense>
      }
    />
  );
}
