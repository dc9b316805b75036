import { type LoaderFunctionArgs, redirect } from 'react-router';
import MarketDetailRouteQuery, {
  type MarketDetailRouteQuery as MarketDetailRouteQueryType,
} from '../__generated__/MarketDetailRouteQuery.graphql';
import { preloadPageQuery } from '../relay/pageData';

/**
 * The market detail (`MARKET_DETAIL_PATH?code=&type=&id=`): the market is looked up by code; type
 * and id come along for links. The gateway renders the page with the same (prerender/dataPages).
 */
export function marketDetailQuery(url: URL) {
  const code = url.searchParams.get('code')?.trim() ?? '';
  return { value: { code }, query: code ? MarketDetailRouteQuery : null, variables: { code } };
}

export function marketDetailLoader({ request }: LoaderFunctionArgs) {
  const { value, query, variables } = marketDetailQuery(new URL(request.url));
  if (!query) return redirect('/market');
  return { ...value, queryRef: preloadPageQuery<MarketDetailRouteQueryType>(query, variables) };
}
