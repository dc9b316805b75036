import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link } from 'react-router';
import type { MarketDetailRouteQuery } from '../../__generated__/MarketDetailRouteQuery.graphql';
import { KlineChartPanel } from '../../components/market-detail/KlineChartPanel';
import { MarketNotFound } from '../../components/market-detail/MarketNotFound';
import { MarketSummary } from '../../components/market-detail/MarketSummary';
import { useMarketTicks } from '../../components/market-list/useMarketTicks';
import { buttonClass } from '../../components/ui/button-class';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { ErrorState } from '../../components/ui/error-state';
import { useLoaderValue } from '../../routing/useLoaderValue';
import styles from './MarketDetailRoute.module.css';
import { MarketDetailTradeEntry } from './MarketDetailTradeEntry';
import type { marketDetailLoader } from './marketDetailLoader';

const query = graphql`
  query MarketDetailRouteQuery($code: String!) {
    market(code: $code) {
      code
      ...MarketSummary_market
    }
    ...KlineChartPanel_query
  }
`;

/** Market detail: live price, 24 h figures, trading state, the candlestick chart and the trade entry. */
export function MarketDetailRoute() {
  const { t } = useTranslation();
  const { code, queryRef } = useLoaderValue<typeof marketDetailLoader>();
  const data = usePreloadedQuery<MarketDetailRouteQuery>(query, queryRef);
  useMarketTicks([code]);

  if (!data.market) {
    return (
      <div className={styles.notFound}>
        <MarketNotFound code={code}>
          <Link to="/market" className={buttonClass({ palette: 'brand', size: 'sm' })}>
            {t('marketDetail.toMarkets')}
          </Link>
        </MarketNotFound>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <MarketSummary market={data.market} />
      <ErrorBoundary fallback={(reset) => <ErrorState onRetry={reset} />}>
        <KlineChartPanel query={data} />
      </ErrorBoundary>
      <MarketDetailTradeEntry />
    </div>
  );
}
