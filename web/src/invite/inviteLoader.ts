import InviteRouteQuery, {
  type InviteRouteQuery as InviteRouteQueryType,
} from '../__generated__/InviteRouteQuery.graphql';
import { preloadPageQuery } from '../relay/pageData';
import { clientStore } from '../state/clientStore';

/**
 * The viewer's code, link, totals and the first pages of invitees and rewards: the loader's query,
 * which the gateway renders the page with too when the request carries the session.
 */
export function invitePageQuery() {
  return { value: {}, query: InviteRouteQuery, variables: {} };
}

/** `/profile/invite`: the invite the page arrived with, else asked for; fresh on each visit. */
export function inviteLoader() {
  if (!clientStore.get().isLogin) return { queryRef: null };
  const { query, variables } = invitePageQuery();
  return { queryRef: preloadPageQuery<InviteRouteQueryType>(query, variables, 'store-and-network') };
}
