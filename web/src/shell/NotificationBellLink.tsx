import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button-class';
import { Icon } from '../components/ui/icon';
import styles from './NotificationBell.module.css';

/**
 * The live bell (NotificationBellLive's chunk): the link to the notifications with the unread
 * count. A count is small and every interface language writes it in Latin digits (see
 * formatNumber), so it is shown as it is.
 */
export function NotificationBellLink({ unread }: { unread: number | null }) {
  const { t } = useTranslation();
  const count = unread ?? 0;
  return (
    <Link
      to="/profile/notification"
      aria-label={
        count > 0 ? t('nav.notificationsUnread', { count, value: String(count) }) : t('nav.notifications')
      }
      className={buttonClass({ variant: 'ghost', size: 'sm', iconOnly: true, className: styles.bell })}
      data-testid="notification-bell"
    >
      <Icon name="bell" />
      {count > 0 ? (
        <span className={styles.count} aria-hidden="true" data-testid="notification-count">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
