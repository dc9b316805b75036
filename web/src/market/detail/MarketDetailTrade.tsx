import { lazy, Suspense } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { accountModeBalanceQuery } from '../../__generated__/accountModeBalanceQuery.graphql';
import type { MarketDetailTradeQuery } from '../../__generated__/MarketDetailTradeQuery.graphql';
import { MarketSessionGuard } from '../MarketSessionGuard';
import { OrderPanelPlaceholder } from '../order/OrderPanelPlaceholder';

// The order form (validation, confirmation, settlement) is the market's own chunk, as on /market.
const OrderPanel = lazy(() =>
  import('../order/OrderPanel').then((module) => ({ default: module.OrderPanel })),
);

export const marketDetailTradeQuery = graphql`
  query MarketDetailTradeQuery($code: String!) {
    market(code: $code) {
      code
      ...MarketSessionGuard_market
      ...OrderPanel_market
    }
    ...OrderPanel_query
  }
`;

type MarketDetailTradeProps = {
  tradeRef: PreloadedQuery<MarketDetailTradeQuery>;
  accountRef: PreloadedQuery<accountModeBalanceQuery>;
};

/**
 * A signed-in user's order panel on the market detail: the same form, closed-market guard and
 * confirmation as the trading screen (and, on a phone, the same order bar above the tab bar).
 */
export function MarketDetailTrade({ tradeRef, accountRef }: MarketDetailTradeProps) {
  const data = usePreloadedQuery<MarketDetailTradeQuery>(marketDetailTradeQuery, tradeRef);
  if (!data.market) return null;
  return (
    <MarketSessionGuard market={data.market}>
      <Suspense fallback={<OrderPanelPlaceholder />}>
        <OrderPanel key={data.market.code} market={data.market} query={data} accountRef={accountRef} />
      </Suspense>
    </MarketSessionGuard>
  );
}
