import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { MarketCategoryQuery } from '../__generated__/MarketCategoryQuery.graphql';
import { MarketList } from '../markets/MarketList';

export const marketCategoryQuery = graphql`
  query MarketCategoryQuery($type: MarketType!) {
    markets(type: $type) {
      ...MarketList_markets
    }
  }
`;

/** The markets of the selected category. */
export function MarketCategory({ queryRef }: { queryRef: PreloadedQuery<MarketCategoryQuery> }) {
  const data = usePreloadedQuery<MarketCategoryQuery>(marketCategoryQuery, queryRef);
  return <MarketList markets={data.markets} />;
}
