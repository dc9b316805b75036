import { graphql, useMutation } from 'react-relay';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { useMarkNotificationsReadMutation as Mutation } from '../../__generated__/useMarkNotificationsReadMutation.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';
import { NOTIFICATION_CONNECTION_KEY } from '../notificationConnection';

const mutation = graphql`
  mutation useMarkNotificationsReadMutation($ids: [ID!]) {
    markNotificationsRead(ids: $ids) {
      __typename
      ... on MarkNotificationsReadPayload {
        unreadNotificationCount
        notifications {
          id
          read
        }
        viewer {
          id
          unreadNotificationCount
        }
      }
      ... on InputError {
        code
        field
      }
      ... on ServiceError {
        code
      }
    }
  }
`;

/**
 * "Mark all": the payload names the newest 100 it marked, so every notification already loaded
 * in the list is marked read in the store too (the server marked them all).
 */
function markLoadedRead(store: RecordSourceSelectorProxy): void {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!viewer) return;
  const connection = ConnectionHandler.getConnection(viewer, NOTIFICATION_CONNECTION_KEY);
  for (const edge of connection?.getLinkedRecords('edges') ?? []) {
    edge?.getLinkedRecord('node')?.setValue(true, 'read');
  }
}

/**
 * POST the upstream's notification read mark through the gateway: the ones named, or all of them
 * (`ids` null). The answer carries the notifications and the viewer's new unread count by id, so
 * the list and the bell update in place.
 */
export function useMarkNotificationsReadMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const markRead = (ids: readonly string[] | null) =>
    commitAsPromise<Mutation>(
      (config) => commit({ ...config, ...(ids === null ? { updater: markLoadedRead } : {}) }),
      { ids },
    ).then((response) => response.markNotificationsRead);
  return [markRead, isInFlight] as const;
}
