import { Suspense, useContext, useMemo } from 'react';
import { graphql, type PreloadedQuery, usePreloadedQuery, useSubscription } from 'react-relay';
import {
  ConnectionHandler,
  type GraphQLSubscriptionConfig,
  type RecordSourceSelectorProxy,
} from 'relay-runtime';
import type { accountModeBalanceQuery as AccountModeBalanceQueryType } from '../__generated__/accountModeBalanceQuery.graphql';
import type { NotificationBellLiveSubscription } from '../__generated__/NotificationBellLiveSubscription.graphql';
import { NOTIFICATION_CONNECTION_KEY } from '../notifications/frame';
import { useAccountModeQuery } from '../relay/useAccountModeQuery';
import { accountModeBalanceQuery } from '../state/accountMode';
import { useClientState } from '../state/clientStore';
import { AccountModeQueryContext } from './AccountModeQueryContext';
import { NotificationBellLink } from './NotificationBellLink';

const subscription = graphql`
  subscription NotificationBellLiveSubscription {
    notificationAdded {
      unreadNotificationCount
      notification {
        id
        ...NotificationItem_notification
      }
    }
  }
`;

/**
 * A new notification: the viewer's unread count becomes the one the event carries (the bell and
 * the notifications page read it from the viewer), and the notification is put at the top of the
 * notification list when that list is in the store, so an open page shows it at once.
 */
function addNotification(store: RecordSourceSelectorProxy): void {
  const event = store.getRootField('notificationAdded');
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!event || !viewer) return;
  const unread = event.getValue('unreadNotificationCount');
  if (typeof unread === 'number') viewer.setValue(unread, 'unreadNotificationCount');
  const notification = event.getLinkedRecord('notification');
  const connection = ConnectionHandler.getConnection(viewer, NOTIFICATION_CONNECTION_KEY);
  if (!notification || !connection) return;
  const edges = connection.getLinkedRecords('edges') ?? [];
  if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === notification.getDataID())) return;
  const edge = ConnectionHandler.createEdge(store, connection, notification, 'NotificationConnectionEdge');
  ConnectionHandler.insertEdgeBefore(connection, edge);
  const total = connection.getValue('totalCount');
  if (typeof total === 'number') connection.setValue(total + 1, 'totalCount');
}

/**
 * The bell with its unread count, kept live by the `notificationAdded` subscription (graphql-ws,
 * authenticated by the socket's token, which reopens on a new session). The count comes with the
 * shell's one signed-in query (the account chip's, `accountModeBalanceQuery`), loaded the same way
 * the chip loads it: both ask for the same query and variables, so they share one request.
 */
export function NotificationBellLive() {
  const shellQuery = useContext(AccountModeQueryContext);
  const token = useClientState((state) => state.token);
  const { queryRef } = useAccountModeQuery<AccountModeBalanceQueryType>(
    accountModeBalanceQuery,
    shellQuery && shellQuery.token === token ? shellQuery.queryRef : null,
    {},
  );
  const config = useMemo<GraphQLSubscriptionConfig<NotificationBellLiveSubscription>>(
    () => ({
      subscription,
      variables: {},
      updater: addNotification,
      // The session ended or the gateway refused: the count stays as last read. A new session (a
      // new token) remounts the bell (NotificationBell) with a fresh query and subscription.
      onError: () => undefined,
    }),
    [],
  );
  useSubscription<NotificationBellLiveSubscription>(config);
  if (!queryRef) return <NotificationBellLink unread={null} />;
  return (
    <Suspense fallback={<NotificationBellLink unread={null} />}>
      <BellCount queryRef={queryRef} />
    </Suspense>
  );
}

function BellCount({ queryRef }: { queryRef: PreloadedQuery<AccountModeBalanceQueryType> }) {
  const { viewer } = usePreloadedQuery<AccountModeBalanceQueryType>(accountModeBalanceQuery, queryRef);
  return <NotificationBellLink unread={viewer?.unreadNotificationCount ?? null} />;
}
