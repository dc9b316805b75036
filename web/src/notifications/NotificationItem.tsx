import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { NotificationItem_notification$key } from '../__generated__/NotificationItem_notification.graphql';
import { buttonClass } from '../components/ui/button-class';
import layout from '../components/ui/layout.module.css';
import { LoadingLabel } from '../components/ui/loading-label';
import muted from '../components/ui/muted-text.module.css';
import hidden from '../components/ui/visually-hidden.module.css';
import { formatDate } from '../format/formatDate';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import styles from './NotificationItem.module.css';
import { notificationText } from './notificationText';

type NotificationItemProps = {
  notification: NotificationItem_notification$key;
  /** Marks this one read; absent while a mark is running. */
  onMarkRead: (id: string) => void;
  marking: boolean;
};

/** One notification: what happened, when, and whether it is unread (a dot, bold text and a label). */
export function NotificationItem({ notification, onMarkRead, marking }: NotificationItemProps) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment NotificationItem_notification on Notification {
        id
        type
        amount
        currency
        reference
        remark
        read
        createdAt
      }
    `,
    notification,
  );
  const { title, body } = notificationText(data, t, locale);
  const unread = !data.read;
  return (
    <div
      className={`${layout.box} ${styles.item} ${unread ? styles.unread : ''}`}
      data-testid="notification-item"
      data-unread={unread || undefined}
    >
      <span aria-hidden="true" className={styles.dot} />
      <div className={styles.text}>
        <p className={styles.title}>
          {unread ? <span className={hidden.visuallyHidden}>{t('notifications.unread')}: </span> : null}
          {title}
        </p>
        {body ? <p className={`${muted.muted} ${styles.body}`}>{body}</p> : null}
        <p className={styles.time}>
          <time dateTime={data.createdAt}>{formatDate(data.createdAt, locale, true)}</time>
        </p>
      </div>
      {unread ? (
        <button
          type="button"
          className={buttonClass({ variant: 'ghost', size: 'xs', className: styles.mark })}
          disabled={marking}
          aria-busy={marking || undefined}
          onClick={() => onMarkRead(data.id)}
          aria-label={t('notifications.markReadOne', { title })}
        >
          <LoadingLabel loading={marking}>{t('notifications.markRead')}</LoadingLabel>
        </button>
      ) : null}
    </div>
  );
}
