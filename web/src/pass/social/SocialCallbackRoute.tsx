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
import {
  type CallbackOutcome,
  forgetCallback,
  providerAnswer,
  readCallback,
  type SocialProviderName,
} from './socialFlow';
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

function failureOf(outcome: CallbackOutcome): Failure | null {
  return outcome.kind === 'token' ? null : { key: `pass.social.${outcome.kind}` };
}

/** "Sign-in with Google did not complete", why, and the way back to the login page. */
export function SocialCallbackFailure({
  provider,
  failure,
}: {
  provider: SocialProviderName | null;
  failure: Failure;
}) {
  const { t } = useTranslation();
  const message =
    'code' in failure ? t(errorKey(failure.code), { defaultValue: t('errors.UNKNOWN') }) : t(failure.key);
  return (
    <PassCard title={t('pass.social.failedTitle', { provider: provider ? names[provider] : '' })} subtitle="">
      <FormAlert status="error" message={message} />
      <Link to="/pass/login" replace className={buttonClass({ palette: 'brand', size: 'lg' })}>
        {t('pass.social.backToLogin')}
      </Link>
    </PassCard>
  );
}

/** A visit with no answer posted (an old link, a reload after use): the first paint before any script. */
export function SocialCallbackUnanswered({ provider }: { provider: SocialProviderName }) {
  return <SocialCallbackFailure provider={provider} failure={{ key: 'pass.social.stale' }} />;
}

/**
 * `/api/loginCallback/google` (`/facebook` beside it): where the provider posts its answer
 * (socialFlow.ts), full screen without the navigation. The outcome is known at the first render,
 * so a visit without an answer shows the same card its first paint did; with a token it signs in
 * through the gateway and goes on to where the user started (a new user starts in the demo
 * account, as after sign-up).
 */
export function SocialCallbackRoute() {
  const navigate = useNavigate();
  const param = useParams().provider;
  const provider: SocialProviderName | null = param === 'google' || param === 'facebook' ? param : null;
  const login = useSocialLoginMutation(provider ?? 'google');
  const [outcome] = useState<CallbackOutcome>(() =>
    provider ? readCallback(provider, providerAnswer()) : { kind: 'failed' },
  );
  const [failure, setFailure] = useState<Failure | null>(() => failureOf(outcome));
  const started = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per visit; the nonce secret is single-use
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    forgetCallback();
    if (outcome.kind !== 'token') return;
    login({ idToken: outcome.idToken, nonce: outcome.secret })
      .then((result) => {
        if (result.__typename !== 'SocialAuthPayload') {
          setFailure({ code: resultError(result, 'SocialAuthPayload')?.code ?? 'UNKNOWN' });
          return;
        }
        if (result.accountCreated) clientStore.setAccountMode('DEMO');
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

  if (!failure) return <SocialCallbackWaiting provider={provider} />;
  return <SocialCallbackFailure provider={provider} failure={failure} />;
}
