import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { SocialButtonsQuery } from '../../__generated__/SocialButtonsQuery.graphql';
import { buttonClass } from '../../components/ui/button-class';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import styles from './SocialButtons.module.css';
import { authorizationRequest, type ProviderStart, type SocialProviderName } from './socialFlow';

const query = graphql`
  query SocialButtonsQuery {
    socialSignInProviders {
      provider
      clientId
      authorizationUrl
    }
  }
`;

const names: Record<SocialProviderName, string> = { google: 'Google', facebook: 'Facebook' };

/** The API's enum values; one this client does not know yet (`%future added value`) shows no button. */
const providerNames: Record<string, SocialProviderName | undefined> = {
  GOOGLE: 'google',
  FACEBOOK: 'facebook',
};

/**
 * "Continue with Google / Facebook" under the login and sign-up forms: only the providers the
 * server is configured for, so with none there is nothing here (and nothing broken). A failure to
 * read them hides the buttons too: the password form still works.
 */
export function SocialButtons({ returnTo }: { returnTo: string | null }) {
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <ProviderButtons returnTo={returnTo} />
      </Suspense>
    </ErrorBoundary>
  );
}

function ProviderButtons({ returnTo }: { returnTo: string | null }) {
  const { t } = useTranslation();
  const data = useLazyLoadQuery<SocialButtonsQuery>(query, {}, { fetchPolicy: 'store-or-network' });
  const [leaving, setLeaving] = useState<SocialProviderName | null>(null);
  const providers = data.socialSignInProviders.flatMap((start): ProviderStart[] => {
    const provider = providerNames[start.provider];
    return provider ? [{ provider, clientId: start.clientId, authorizationUrl: start.authorizationUrl }] : [];
  });
  if (providers.length === 0) return null;

  const start = async (provider: ProviderStart) => {
    setLeaving(provider.provider);
    window.location.assign(await authorizationRequest(provider, returnTo));
  };

  return (
    <div className={styles.social}>
      <p className={styles.divider}>
        <span>{t('pass.social.or')}</span>
      </p>
      {providers.map((provider) => (
        <button
          key={provider.provider}
          type="button"
          className={buttonClass({ variant: 'outline', size: 'lg', className: styles.button })}
          disabled={leaving !== null}
          onClick={() => void start(provider)}
        >
          <ProviderMark provider={provider.provider} />
          {t('pass.social.continueWith', { provider: names[provider.provider] })}
        </button>
      ))}
    </div>
  );
}

/** The provider's mark, drawn here (no request to the provider's servers just to show a button). */
function ProviderMark({ provider }: { provider: SocialProviderName }) {
  if (provider === 'facebook') {
    return (
      <svg className={styles.mark} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="12" fill="#1877F2" />
        <path
          fill="#fff"
          d="M13.4 24v-8.4h2.8l.4-3.3h-3.2v-2.1c0-.9.3-1.6 1.6-1.6h1.7V5.7c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.5H7.3v3.3h2.8V24z"
        />
      </svg>
    );
  }
  return (
    <svg className={styles.mark} viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1 .7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9h-4v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.9z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8z"
      />
    </svg>
  );
}
