import { usePreloadedQuery } from 'react-relay';
import MarketDetailRouteQuery, {
  type MarketDetailRouteQuery as MarketDetailRouteQueryType,
} from '../../__generated__/MarketDetailRouteQuery.graphql';
import { KlineChartPanelPlaceholder } from '../../components/market-detail/KlineChartPanelPlaceholder';
import { MarketSummary } from '../../components/market-detail/MarketSummary';
import { ListSkeleton } from '../../components/ui/list-skeleton';
import { useLoaderValue } from '../../routing/useLoaderValue';
import styles from './MarketDetailRoute.module.css';
import type { marketDetailLoader } from './marketDetailLoader';

/**
 * The market detail as the gateway renders it with its data (prerender/dataPages): the summary
 * (price, 24 h figures, trading hours, the page's largest text) in plain markup, the chart's frame
 * at its size. The page itself needs the chart library; it replaces this once loaded.
 */
export function MarketDetailFirstPaint() {
  const { queryRef } = useLoaderValue<typeof marketDetailLoader>();
  const { market } = usePreloadedQuery<MarketDetailRouteQueryType>(MarketDetailRouteQuery, queryRef);
  if (!market) return <ListSkeleton />;
  return (
    <div className={styles.page}>
      <MarketSummary market={market} />
      <KlineChartPanelPlaceholder />
    </div>
  );
}
