import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelayEnvironment } from 'react-relay';
import { useNavigate, useRevalidator } from 'react-router';
import { buttonClass } from '../components/ui/button-class';
import heading from '../components/ui/heading.module.css';
import { Icon } from '../components/ui/icon';
import { ListSkeleton } from '../components/ui/list-skeleton';
import { LoadingLabel } from '../components/ui/loading-label';
import { narrowPageFrameClass } from '../components/ui/page-header';
import { SignInPrompt } from '../components/ui/sign-in-prompt';
import { useLoaderValue } from '../routing/useLoaderValue';
import { useClientState } from '../state/clientStore';
import { logOut } from '../state/logOut';
import { AccountSection } from './AccountSection';
import { ProfileLinks } from './ProfileLinks';
import { ProfileMoneySection } from './ProfileMoneySection';
import styles from './ProfileRoute.module.css';
import type { profileLoader } from './profileLoader';

/**
 * `/profile`: links to the balance, withdrawal, invite and notification pages; the account in use
 * (demo/real switch, balance, demo reset), orders, transaction history and account details; the
 * deposit and withdrawal records, address book, password change and settings, with logout, when
 * signed in; a sign-in prompt otherwise. Plain markup over Chakra's tokens (a plainPage): only its
 * dialogs and toasts bring Chakra, when they open.
 */
export function ProfileRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const { queryRef, moneyQueryRef, orderStatus } = useLoaderValue<typeof profileLoader>();
  const revalidator = useRevalidator();
  const isLogin = useClientState((state) => state.isLogin);

  const [loggingOut, setLoggingOut] = useState(false);

  const logout = () => {
    setLoggingOut(true);
    // The server ends the session before the browser forgets it (state/logOut).
    void logOut(environment).then(() => navigate('/', { replace: true }));
  };

  return (
    <div className={narrowPageFrameClass}>
      <div className={styles.head}>
        <h1 className={`${heading.heading} ${heading.xl2}`}>{t('profile.title')}</h1>
        {isLogin ? (
          <button
            type="button"
            className={buttonClass({ variant: 'outline', size: 'sm' })}
            onClick={logout}
            disabled={loggingOut}
            aria-busy={loggingOut}
          >
            <LoadingLabel loading={loggingOut}>
              <Icon name="logout" />
              {t('profile.logout')}
            </LoadingLabel>
          </button>
        ) : null}
      </div>
      {isLogin && queryRef ? (
        <>
          <ProfileLinks />
          <Suspense fallback={<ListSkeleton rows={5} />}>
            <AccountSection
              queryRef={queryRef}
              orderStatus={orderStatus}
              onRetry={() => void revalidator.revalidate()}
            />
          </Suspense>
          {moneyQueryRef ? (
            <Suspense fallback={<ListSkeleton rows={5} />}>
              <ProfileMoneySection queryRef={moneyQueryRef} />
            </Suspense>
          ) : null}
        </>
      ) : (
        <SignInPrompt />
      )}
    </div>
  );
}
