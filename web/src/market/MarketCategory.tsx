import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { MarketCategoryQuery } from '../__generated__/MarketCategoryQuery.graphql';
import { MarketPicker } from './MarketPicker';
import type { MarketTab } from './marketTab';

export const marketCategoryQuery = graphql`
  query MarketCategoryQuery($type: MarketType!) {
    markets(type: $type) {
      ...MarketPicker_markets
    }
  }
`;

type MarketCategoryProps = {
  queryRef: PreloadedQuery<MarketCategoryQuery>;
  tab: MarketTab;
  selectedCode: string | null;
};

/** The markets of the selected category. */
export function MarketCategory({ queryRef, ...props }: MarketCategoryProps) {
  const data = usePreloadedQuery<MarketCategoryQuery>(marketCategoryQuery, queryRef);
  return <MarketPicker markets={data.markets} {...props} />;
}
