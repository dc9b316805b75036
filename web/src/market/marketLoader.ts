import type { LoaderFunctionArgs } from 'react-router';
import AccountModeBalanceQuery, {
  type accountModeBalanceQuery as AccountModeBalanceQueryType,
} from '../__generated__/accountModeBalanceQuery.graphql';
import MarketCategoryQuery, {
  type MarketCategoryQuery as MarketCategoryQueryType,
} from '../__generated__/MarketCategoryQuery.graphql';
import MarketTradeQuery, {
  type MarketTradeQuery as MarketTradeQueryType,
} from '../__generated__/MarketTradeQuery.graphql';
import MarketWatchlistQuery, {
  type MarketWatchlistQuery as MarketWatchlistQueryType,
} from '../__generated__/MarketWatchlistQuery.graphql';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { clientStore } from '../state/clientStore';
import { marketTabFromUrl, marketTabNamedInUrl } from './marketTab';
import { readWatchlist } from './watchlist';

/**
 * `/market?type=&code=`: the list of the tab (a category, or the watchlist's markets) and, once a
 * market is selected, its chart and periods and, signed in, the account in use for the order
 * panel (the account chip's query and variables: one request, one record).
 */
export function marketLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const tab = marketTabFromUrl(url);
  const tabInUrl = marketTabNamedInUrl(url) !== null;
  const code = url.searchParams.get('code')?.trim() || null;
  const watchlist = readWatchlist(clientStore.get().userInfo?.userId ?? null);
  const list =
    tab === 'WATCHLIST'
      ? {
          kind: 'watchlist' as const,
          // An empty watchlist asks nothing: `marketList` without codes means every market.
          queryRef:
            watchlist.length > 0
              ? preloadRouteQuery<MarketWatchlistQueryType>(MarketWatchlistQuery, { codes: [...watchlist] })
              : null,
        }
      : {
          kind: 'category' as const,
          queryRef: preloadRouteQuery<MarketCategoryQueryType>(MarketCategoryQuery, { type: tab }),
        };
  const tradeRef = code ? preloadRouteQuery<MarketTradeQueryType>(MarketTradeQuery, { code }) : null;
  const { isLogin, accountMode } = clientStore.get();
  const accountRef =
    code && isLogin
      ? preloadRouteQuery<AccountModeBalanceQueryType>(AccountModeBalanceQuery, {
          mode: accountMode,
        })
      : null;
  return { tab, tabInUrl, code, list, tradeRef, accountRef };
}
