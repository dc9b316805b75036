import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../components/ui/button-class';
import { ErrorBoundary } from '../components/ui/error-boundary';
import skeleton from '../components/ui/skeleton.module.css';
import { useClientState } from '../state/clientStore';
import { useHydrated } from '../state/hydration';
import { AccountModeMenu } from './AccountModeMenu';
import { NotificationBell } from './NotificationBell';
import styles from './SessionActions.module.css';

/** The shell's one account event subscription: a small chunk of its own, off the first route's budget. */
const AccountEventsLive = lazy(() =>
  import('./AccountEventsLive').then((module) => ({ default: module.AccountEventsLive })),
);

/** Account chip and bell when logged in; Log in / Sign up when logged out and not on a pass page. */
export function SessionActions({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const isLogin = useClientState((state) => state.isLogin);
  const token = useClientState((state) => state.token);
  const { pathname } = useLocation();
  // The account's query: not in the prerender, nor while React adopts it (see state/hydration).
  const hydrated = useHydrated();
  if (isLogin) {
    const chipPlaceholder = <div className={`${skeleton.skeleton} ${styles.chipPlaceholder}`} />;
    return (
      <div className={`${styles.group} ${styles.signedIn}`}>
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={chipPlaceholder}>
            {hydrated ? <AccountModeMenu compact={compact} /> : chipPlaceholder}
          </Suspense>
        </ErrorBoundary>
        <NotificationBell />
        {hydrated ? (
          <ErrorBoundary fallback={() => null}>
            <Suspense fallback={null}>
              <AccountEventsLive key={token} />
            </Suspense>
          </ErrorBoundary>
        ) : null}
      </div>
    );
  }
  if (pathname.startsWith('/pass/')) return null;
  return (
    <div className={styles.group}>
      <Link to="/pass/login" className={buttonClass({ variant: 'ghost', size: 'sm' })}>
        {t('nav.login')}
      </Link>
      {compact ? null : (
        <Link to="/pass/register" className={buttonClass({ palette: 'brand', size: 'sm' })}>
          {t('nav.signUp')}
        </Link>
      )}
    </div>
  );
}
