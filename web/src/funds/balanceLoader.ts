import BalanceRouteQuery, {
  type BalanceRouteQuery as BalanceRouteQueryType,
} from '../__generated__/BalanceRouteQuery.graphql';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { clientStore } from '../state/clientStore';

/**
 * Signed in: the real account's balances, the deposit channels and the latest deposits, fresh
 * from the server on each visit (a review may have moved money since). Signed out: nothing.
 */
export function balanceLoader() {
  if (!clientStore.get().isLogin) return { queryRef: null };
  return {
    queryRef: preloadRouteQuery<BalanceRouteQueryType>(BalanceRouteQuery, {}, 'store-and-network'),
  };
}
