import WithdrawRouteQuery, {
  type WithdrawRouteQuery as WithdrawRouteQueryType,
} from '../__generated__/WithdrawRouteQuery.graphql';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { clientStore } from '../state/clientStore';

/** Signed in: balances, the address book, the withdrawal methods and recent withdrawals, fresh. */
export function withdrawLoader() {
  if (!clientStore.get().isLogin) return { queryRef: null };
  return {
    queryRef: preloadRouteQuery<WithdrawRouteQueryType>(WithdrawRouteQuery, {}, 'store-and-network'),
  };
}
