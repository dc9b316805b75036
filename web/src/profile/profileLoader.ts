import type { LoaderFunctionArgs } from 'react-router';
import AccountSectionQuery, {
  type AccountSectionQuery as AccountSectionQueryType,
} from '../__generated__/AccountSectionQuery.graphql';
import ProfileMoneySectionQuery, {
  type ProfileMoneySectionQuery as ProfileMoneySectionQueryType,
} from '../__generated__/ProfileMoneySectionQuery.graphql';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { accountModeOf } from '../state/accountMode';
import { clientStore } from '../state/clientStore';
import { orderStatusFromUrl } from './orderStatus';

/**
 * Signed in: the account in use, its orders (tab from `?orders=`) and ledger, and the deposit and
 * withdrawal records, address book and settings, refreshed from the server on each visit. A demo/real switch on the page loads the other account itself (see
 * AccountSection). Signed out: nothing to load.
 */
export function profileLoader({ request }: LoaderFunctionArgs) {
  const orderStatus = orderStatusFromUrl(new URL(request.url));
  const { isLogin, virtualStatus } = clientStore.get();
  if (!isLogin) return { queryRef: null, moneyQueryRef: null, orderStatus };
  return {
    orderStatus,
    queryRef: preloadRouteQuery<AccountSectionQueryType>(
      AccountSectionQuery,
      { orderStatus: orderStatus ?? 'OPEN', mode: accountModeOf(virtualStatus) },
      'store-and-network',
    ),
    // Records, address book and settings: the real account's, whatever the mode in use.
    moneyQueryRef: preloadRouteQuery<ProfileMoneySectionQueryType>(
      ProfileMoneySectionQuery,
      {},
      'store-and-network',
    ),
  };
}
