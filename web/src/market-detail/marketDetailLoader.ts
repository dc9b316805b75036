import { type LoaderFunctionArgs, redirect } from 'react-router';
import MarketDetailRouteQuery, {
  type MarketDetailRouteQuery as MarketDetailRouteQueryType,
} from '../__generated__/MarketDetailRouteQuery.graphql';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';

/** The market detail (`MARKET_DETAIL_PATH?code=&type=&id=`): the market is looked up by code; type and id come along for links. */
export function marketDetailLoader({ request }: LoaderFunctionArgs) {
  const code = new URL(request.url).searchParams.get('code')?.trim();
  if (!code) return redirect('/market');
  return { code, queryRef: preloadRouteQuery<MarketDetailRouteQueryType>(MarketDetailRouteQuery, { code }) };
}
