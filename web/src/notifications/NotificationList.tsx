import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { NotificationList_viewer$key } from '../__generated__/NotificationList_viewer.graphql';
import type { NotificationListPaginationQuery } from '../__generated__/NotificationListPaginationQuery.graphql';
import { buttonClass } from '../components/ui/button-class';
import { EmptyState } from '../components/ui/empty-state';
import { FormAlert } from '../components/ui/form-alert';
import layout from '../components/ui/layout.module.css';
import { LoadingLabel } from '../components/ui/loading-label';
import muted from '../components/ui/muted-text.module.css';
import { PagedList } from '../components/ui/paged-list';
import { formatCount } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { errorKey, type ResultError, resultError } from '../relay/resultError';
import { useClientState } from '../state/clientStore';
import { useMarkNotificationsReadMutation } from './mutations/useMarkNotificationsReadMutation';
import { NotificationItem } from './NotificationItem';
import styles from './NotificationList.module.css';

const pageSize = 20;

/** The viewer's notifications, newest first, paged forward; mark one or all read. */
export function NotificationList({ viewer }: { viewer: NotificationList_viewer$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const paging = usePaginationFragment<NotificationListPaginationQuery, NotificationList_viewer$key>(
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

  const { data } = paging;
  const edges = data.notifications.edges;
  const unread = data.unreadNotificationCount;
  return (
    <div className={styles.list}>
      <div className={layout.head}>
        <p className={muted.muted} aria-live="polite">
          {t('notifications.summary', {
            total: formatCount(data.notifications.totalCount, locale),
            unread: formatCount(unread, locale),
          })}
        </p>
        <button
          type="button"
          className={buttonClass({ variant: 'outline', size: 'sm' })}
          disabled={unread === 0 || marking !== null}
          aria-busy={marking === 'all' || undefined}
          onClick={() => void mark(null)}
        >
          <LoadingLabel loading={marking === 'all'}>{t('notifications.markAllRead')}</LoadingLabel>
        </button>
      </div>
      {error ? (
        <FormAlert status="error" message={t(errorKey(error.code), { defaultValue: t('errors.UNKNOWN') })} />
      ) : null}
      <PagedList
        shown={edges.length}
        paging={paging}
        pageSize={pageSize}
        empty={<EmptyState title={t('notifications.empty')} description={t('notifications.emptyText')} />}
      >
        <ul className={layout.list} data-testid="notification-list">
          {edges.map((edge) => (
            <li key={edge.node.id}>
              <NotificationItem
                notification={edge.node}
                marking={marking === edge.node.id}
                onMarkRead={(id) => void mark([id])}
              />
            </li>
          ))}
        </ul>
      </PagedList>
    </div>
  );
}
