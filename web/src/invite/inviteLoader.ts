import InviteRouteQuery, {
  type InviteRouteQuery as InviteRouteQueryType,
} from '../__generated__/InviteRouteQuery.graphql';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { clientStore } from '../state/clientStore';

/** `/profile/invite`: the viewer's code, link, totals and the first pages of invitees and rewards. */
export function inviteLoader() {
  if (!clientStore.get().isLogin) return { queryRef: null };
  return {
    queryRef: preloadRouteQuery<InviteRouteQueryType>(InviteRouteQuery, {}, 'store-and-network'),
  };
}
