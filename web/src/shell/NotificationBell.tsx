import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button-class';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { Icon } from '../components/ui/icon';
import { useClientState } from '../state/clientStore';
import { useHydrated } from '../state/hydration';
import styles from './NotificationBell.module.css';

/** The bell's live part: the shell loader starts it beside the shell's account query when signed in. */
export const loadNotificationBell = () => import('./NotificationBellLive');

const NotificationBellLive = lazy(() =>
  loadNotificationBell().then((module) => ({ default: module.NotificationBellLive })),
);

/** The bell before its count is known (the prerendered page, while the live part loads). */
function PlainBell() {
  const { t } = useTranslation();
  return (
    <Link
      to="/profile/notification"
      aria-label={t('nav.notifications')}
      className={buttonClass({ variant: 'ghost', size: 'sm', iconOnly: true, className: styles.bell })}
      data-testid="notification-bell"
    >
      <Icon name="bell" />
    </Link>
  );
}

/**
 * The bell next to the account chip (signed in). The link itself is plain markup on the first
 * screen; its unread count and the `notificationAdded` subscription that keeps it live are a small
 * chunk of their own, off the first route's budget (like the chip), rendered once the page is live.
 * A new session (a new token) gets a fresh count and subscription.
 */
export function NotificationBell() {
  const hydrated = useHydrated();
  const token = useClientState((state) => state.token);
  if (!hydrated) return <PlainBell />;
  return (
    <ErrorBoundary fallback={() => <PlainBell />}>
      <Suspense fallback={<PlainBell />}>
        <NotificationBellLive key={token} />
      </Suspense>
    </ErrorBoundary>
  );
}
