import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { NotificationList_viewer$key } from '../__generated__/NotificationList_viewer.graphql';
import type { NotificationListPaginationQuery } from '../__generated__/NotificationListPaginationQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import { FormAlert } from '../components/ui/form-alert';
import { LoadMore } from '../components/ui/load-more';
import { formatCount } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { errorKey, type ResultError, resultError } from '../relay/resultError';
import { useClientState } from '../state/clientStore';
import { useMarkNotificationsReadMutation } from './mutations/useMarkNotificationsReadMutation';
import { NotificationItem } from './NotificationItem';

const pageSize = 20;

/** The viewer's notifications, newest first, paged forward; mark one or all read. */
export function NotificationList({ viewer }: { viewer: NotificationList_viewer$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    NotificationListPaginationQuery,
    NotificationList_viewer$key
  >(
    graphql`
      fragment NotificationList_viewer on Viewer
      @refetchable(queryName: "NotificationListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        unreadNotificationCount
        notifications(first: $count, after: $cursor) @connection(key: "NotificationList_notifications") {
          totalCount
          edges {
            node {
              id
              ...NotificationItem_notification
            }
          }
        }
      }
    `,
    viewer,
  );
  const [markRead] = useMarkNotificationsReadMutation();
  // What is being marked: one notification's id, or every one ('all').
  const [marking, setMarking] = useState<string | null>(null);
  const [error, setError] = useState<ResultError | null>(null);

  const mark = async (ids: string[] | null) => {
    setError(null);
    setMarking(ids?.[0] ?? 'all');
    try {
      const result = await markRead(ids);
      setError(resultError(result, 'MarkNotificationsReadPayload'));
    } catch {
      setError({ code: 'UPSTREAM_UNAVAILABLE', field: null });
    } finally {
      setMarking(null);
    }
  };

  const edges = data.notifications.edges;
  const unread = data.unreadNotificationCount;
  return (
    <Stack gap="3">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {t('notifications.summary', {
            total: formatCount(data.notifications.totalCount, locale),
            unread: formatCount(unread, locale),
          })}
        </Text>
        <Button
          size="sm"
          variant="outline"
          disabled={unread === 0 || marking !== null}
          loading={marking === 'all'}
          onClick={() => void mark(null)}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Flex>
      {error ? (
        <FormAlert status="error" message={t(errorKey(error.code), { defaultValue: t('errors.UNKNOWN') })} />
      ) : null}
      {edges.length === 0 ? (
        <EmptyState title={t('notifications.empty')} description={t('notifications.emptyText')} />
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" data-testid="notification-list">
          {edges.map((edge) => (
            <li key={edge.node.id}>
              <NotificationItem
                notification={edge.node}
                marking={marking === edge.node.id}
                onMarkRead={(id) => void mark([id])}
              />
            </li>
          ))}
        </Stack>
      )}
      <LoadMore
        hasNext={hasNext}
        isLoading={isLoadingNext}
        onLoadMore={() => loadNext(pageSize)}
        shown={edges.length}
      />
    </Stack>
  );
}
