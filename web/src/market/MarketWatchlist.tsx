import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { MarketWatchlistQuery } from '../__generated__/MarketWatchlistQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import { MarketPicker } from './MarketPicker';

export const marketWatchlistQuery = graphql`
  query MarketWatchlistQuery($codes: [String!]!) {
    marketList(codes: $codes) {
      ...MarketPicker_markets
    }
  }
`;

type MarketWatchlistProps = {
  queryRef: PreloadedQuery<MarketWatchlistQuery> | null;
  selectedCode: string | null;
};

function WatchlistEmpty() {
  const { t } = useTranslation();
  return <EmptyState title={t('market.watchlistEmpty')} description={t('market.watchlistHint')} />;
}

/** The markets the user starred (a starred market unstarred here leaves the list at once). */
export function MarketWatchlist({ queryRef, ...props }: MarketWatchlistProps) {
  if (!queryRef) return <WatchlistEmpty />;
  return <WatchlistMarkets queryRef={queryRef} {...props} />;
}

function WatchlistMarkets({
  queryRef,
  ...props
}: Omit<MarketWatchlistProps, 'queryRef'> & { queryRef: PreloadedQuery<MarketWatchlistQuery> }) {
  const data = usePreloadedQuery<MarketWatchlistQuery>(marketWatchlistQuery, queryRef);
  return <MarketPicker markets={data.marketList} tab="WATCHLIST" onlyWatched {...props} />;
}
