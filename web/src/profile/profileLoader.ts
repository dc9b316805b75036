import type { LoaderFunctionArgs } from 'react-router';
import AccountSectionQuery, {
  type AccountSectionQuery as AccountSectionQueryType,
} from '../__generated__/AccountSectionQuery.graphql';
import ProfileMoneySectionQuery, {
  type ProfileMoneySectionQuery as ProfileMoneySectionQueryType,
} from '../__generated__/ProfileMoneySectionQuery.graphql';
import { preloadPageQuery } from '../relay/pageData';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import type { KnownAccountMode } from '../state/accountMode';
import { clientStore } from '../state/clientStore';
import { orderStatusFromUrl } from './orderStatus';

/**
 * The account in use with its orders (the tab from `?orders=`) and ledger: the page's query, which
 * the gateway renders the page with too when the request carries the session (prerender/dataPages).
 */
export function profilePageQuery(url: URL, accountMode: KnownAccountMode) {
  const orderStatus = orderStatusFromUrl(url);
  return {
    value: { orderStatus },
    query: AccountSectionQuery,
    variables: { orderStatus: orderStatus ?? 'OPEN', mode: accountMode },
  };
}

/**
 * Signed in: the account in use (as the page arrived with it, else refreshed from the server on
 * each visit), and the deposit and withdrawal records, address book and settings. A demo/real
 * switch on the page loads the other account itself (see AccountSection). Signed out: nothing.
 */
export function profileLoader({ request }: LoaderFunctionArgs) {
  const { isLogin, accountMode } = clientStore.get();
  const { value, query, variables } = profilePageQuery(new URL(request.url), accountMode);
  if (!isLogin) return { ...value, queryRef: null, moneyQueryRef: null };
  return {
    ...value,
    queryRef: preloadPageQuery<AccountSectionQueryType>(query, variables, 'store-and-network'),
    // Records, address book and settings: the real account's, whatever the mode in use.
    moneyQueryRef: preloadRouteQuery<ProfileMoneySectionQueryType>(
      ProfileMoneySectionQuery,
      {},
      'store-and-network',
    ),
  };
}
