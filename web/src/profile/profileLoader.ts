import AccountSectionQuery, {
  type AccountSectionQuery as AccountSectionQueryType,
} from '../__generated__/AccountSectionQuery.graphql';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { clientStore } from '../state/clientStore';

/** Signed in: the account, always refreshed from the server. Signed out: nothing to load. */
export function profileLoader() {
  if (!clientStore.get().isLogin) return { queryRef: null };
  return {
    queryRef: preloadRouteQuery<AccountSectionQueryType>(AccountSectionQuery, {}, 'store-and-network'),
  };
}
