import type { LoaderFunctionArgs } from 'react-router';
import AccountSectionQuery, {
  type AccountSectionQuery as AccountSectionQueryType,
} from '../__generated__/AccountSectionQuery.graphql';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { clientStore } from '../state/clientStore';
import { orderStatusFromUrl } from './orderStatus';

/**
 * Signed in: the account, its orders (tab from `?orders=`) and ledger, always refreshed from the
 * server. Signed out: nothing to load.
 */
export function profileLoader({ request }: LoaderFunctionArgs) {
  const orderStatus = orderStatusFromUrl(new URL(request.url));
  if (!clientStore.get().isLogin) return { queryRef: null, orderStatus };
  return {
    orderStatus,
    queryRef: preloadRouteQuery<AccountSectionQueryType>(
      AccountSectionQuery,
      { orderStatus },
      'store-and-network',
    ),
  };
}
