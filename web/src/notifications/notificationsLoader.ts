import NotificationsRouteQuery, {
  type NotificationsRouteQuery as NotificationsRouteQueryType,
} from '../__generated__/NotificationsRouteQuery.graphql';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { clientStore } from '../state/clientStore';

/** `/profile/notification`: the first page of the viewer's notifications, fresh on each visit. */
export function notificationsLoader() {
  if (!clientStore.get().isLogin) return { queryRef: null };
  return {
    queryRef: preloadRouteQuery<NotificationsRouteQueryType>(
      NotificationsRouteQuery,
      {},
      'store-and-network',
    ),
  };
}
