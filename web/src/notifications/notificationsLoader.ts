import NotificationsRouteQuery, {
  type NotificationsRouteQuery as NotificationsRouteQueryType,
} from '../__generated__/NotificationsRouteQuery.graphql';
import { preloadPageQuery } from '../relay/pageData';
import { clientStore } from '../state/clientStore';

/**
 * The first page of the viewer's notifications: the loader's query, which the gateway renders the
 * page with too when the request carries the session (prerender/dataPages).
 */
export function notificationsPageQuery() {
  return { value: {}, query: NotificationsRouteQuery, variables: {} };
}

/** `/profile/notification`: the notifications the page arrived with, else asked for; fresh on each visit. */
export function notificationsLoader() {
  if (!clientStore.get().isLogin) return { queryRef: null };
  const { query, variables } = notificationsPageQuery();
  return { queryRef: preloadPageQuery<NotificationsRouteQueryType>(query, variables, 'store-and-network') };
}
