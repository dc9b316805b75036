import type { LoaderFunctionArgs } from 'react-router';
import MarketCategoryQuery, {
  type MarketCategoryQuery as MarketCategoryQueryType,
} from '../__generated__/MarketCategoryQuery.graphql';
import { isKnownMarketType, type KnownMarketType } from '../markets/marketTypes';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';

/** `/market?type=crypto`: the category comes from the URL so it survives reloads and sharing. */
export function categoryFromUrl(url: URL): KnownMarketType {
  const type = url.searchParams.get('type')?.toUpperCase();
  return isKnownMarketType(type) ? type : 'CRYPTO';
}

export function marketLoader({ request }: LoaderFunctionArgs) {
  const type = categoryFromUrl(new URL(request.url));
  return { type, queryRef: preloadRouteQuery<MarketCategoryQueryType>(MarketCategoryQuery, { type }) };
}
