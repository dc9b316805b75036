import type { LoaderFunctionArgs } from 'react-router';
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
import { marketTabFromUrl } from './marketTab';
import { readWatchlist } from './watchlist';

/**
 * `/market?type=&code=`: the list of the tab (a category, or the watchlist's markets) and, once a
 * market is selected, its chart, periods and the viewer's balance for the order panel.
 */
export function marketLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const tab = marketTabFromUrl(url);
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
  return { tab, code, list, tradeRef };
}
