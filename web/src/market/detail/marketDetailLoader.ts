import { type LoaderFunctionArgs, redirect } from 'react-router';
import AccountModeBalanceQuery, {
  type accountModeBalanceQuery as AccountModeBalanceQueryType,
} from '../../__generated__/accountModeBalanceQuery.graphql';
import MarketDetailRouteQuery, {
  type MarketDetailRouteQuery as MarketDetailRouteQueryType,
} from '../../__generated__/MarketDetailRouteQuery.graphql';
import MarketDetailTradeQuery, {
  type MarketDetailTradeQuery as MarketDetailTradeQueryType,
} from '../../__generated__/MarketDetailTradeQuery.graphql';
import { preloadPageQuery } from '../../relay/pageData';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { clientStore } from '../../state/clientStore';

/**
 * The market detail (`MARKET_DETAIL_PATH?code=&type=&id=`): the market is looked up by code; type
 * and id come along for links. The gateway renders the page with the same (prerender/dataPages).
 */
export function marketDetailQuery(url: URL) {
  const code = url.searchParams.get('code')?.trim() ?? '';
  return { value: { code }, query: code ? MarketDetailRouteQuery : null, variables: { code } };
}

/**
 * The market and its chart; signed in, also what the order panel reads (the periods, and the
 * account in use with the account chip's query and variables: one request, one record).
 */
export function marketDetailLoader({ request }: LoaderFunctionArgs) {
  const { value, query, variables } = marketDetailQuery(new URL(request.url));
  if (!query) return redirect('/market');
  const { isLogin, accountMode } = clientStore.get();
  const trade = isLogin
    ? {
        tradeRef: preloadRouteQuery<MarketDetailTradeQueryType>(MarketDetailTradeQuery, variables),
        accountRef: preloadRouteQuery<AccountModeBalanceQueryType>(AccountModeBalanceQuery, {
          mode: accountMode,
        }),
      }
    : null;
  return { ...value, queryRef: preloadPageQuery<MarketDetailRouteQueryType>(query, variables), trade };
}
