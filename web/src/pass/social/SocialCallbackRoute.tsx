import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { ErrorCode } from '../../__generated__/useLoginMutation.graphql';
import { buttonClass } from '../../components/ui/button-class';
import { FormAlert } from '../../components/ui/form-alert';
import loading from '../../components/ui/loading-label.module.css';
import { errorKey, resultError } from '../../relay/resultError';
import { clientStore } from '../../state/clientStore';
import { PassCard } from '../PassCard';
import styles from './SocialCallbackRoute.module.css';
import { type SocialProviderName, takeCallback } from './socialFlow';
import { useSocialLoginMutation } from './useSocialLoginMutation';

const names: Record<SocialProviderName, string> = { google: 'Google', facebook: 'Facebook' };

type Failure = { key: string } | { code: ErrorCode };

/** "Signing in with Google…": what the callback shows while it signs in, and its first paint. */
export function SocialCallbackWaiting({ provider }: { provider: SocialProviderName | null }) {
  const { t } = useTranslation();
  return (
    <PassCard title={t('pass.social.signingIn', { provider: provider ? names[provider] : '' })} subtitle="">
      <p role="status" className={styles.status}>
        <span className={loading.spinner} aria-hidden="true" />
        {t('pass.social.wait')}
      </p>
    </PassCard>
  );
}

/**
 * `/api/loginCallback/google` (spec §2; `/facebook` beside it): where the provider sends the
 * browser back, full screen without the navigation. It reads the ID token from the fragment,
 * takes it out of the address bar and history, signs in through the gateway and goes on to where
 * the user started (a new user starts in the demo account, as after sign-up).
 */
export function SocialCallbackRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const param = useParams().provider;
  const provider: SocialProviderName | null = param === 'google' || param === 'facebook' ? param : null;
  const login = useSocialLoginMutation(provider ?? 'google');
  const [failure, setFailure] = useState<Failure | null>(null);
  const started = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per visit; the nonce secret is single-use
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fragment = window.location.hash;
    // The token must not stay in the address bar, the history or a bookmark.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (!provider) {
      setFailure({ key: 'pass.social.failed' });
      return;
    }
    const outcome = takeCallback(provider, fragment);
    if (outcome.kind !== 'token') {
      setFailure({ key: `pass.social.${outcome.kind}` });
      return;
    }
    login({ idToken: outcome.idToken, nonce: outcome.secret })
      .then((result) => {
        if (result.__typename !== 'SocialAuthPayload') {
          setFailure({ code: resultError(result, 'SocialAuthPayload')?.code ?? 'UNKNOWN' });
          return;
        }
        if (result.accountCreated) clientStore.setVirtualStatus(0);
        const { viewer } = result;
        clientStore.signIn(result.token, {
          userId: viewer.userId,
          userName: viewer.userName,
          email: viewer.email,
        });
        navigate(outcome.returnTo ?? '/', { replace: true });
      })
      .catch(() => setFailure({ code: 'UPSTREAM_UNAVAILABLE' }));
  }, []);

  const providerName = provider ? names[provider] : '';
  if (!failure) return <SocialCallbackWaiting provider={provider} />;
  const message =
    'code' in failure ? t(errorKey(failure.code), { defaultValue: t('errors.UNKNOWN') }) : t(failure.key);
  return (
    <PassCard title={t('pass.social.failedTitle', { provider: providerName })} subtitle="">
      <FormAlert status="error" message={message} />
      <Link to="/pass/login" replace className={buttonClass({ palette: 'brand', size: 'lg' })}>
        {t('pass.social.backToLogin')}
      </Link>
    </PassCard>
  );
}
