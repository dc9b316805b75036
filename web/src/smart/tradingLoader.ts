import TradingRouteQuery, {
  type TradingRouteQuery as TradingRouteQueryType,
} from '../__generated__/TradingRouteQuery.graphql';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { clientStore } from '../state/clientStore';

/** `/trading`: the products on sale and, signed in, the real account's balance and the viewer's plans. */
export function tradingLoader() {
  const { isLogin } = clientStore.get();
  const queryRef = preloadRouteQuery<TradingRouteQueryType>(
    TradingRouteQuery,
    { signedIn: isLogin },
    'store-and-network',
  );
  return { queryRef };
}
