/**
 * The browser's half of social sign-in (OpenID Connect, implicit flow for an ID token, as Google's
 * and Facebook's web sign-in use). A random secret stays in this tab; the provider is given its
 * SHA-256 as `nonce` and echoes it in the ID token, and the upstream checks that the secret the
 * callback sends hashes to it. So a token copied from elsewhere cannot sign anyone in here, and
 * `state` ties the callback to the flow this tab started.
 */
export type SocialProviderName = 'google' | 'facebook';

export type ProviderStart = { provider: SocialProviderName; clientId: string; authorizationUrl: string };

type PendingFlow = { provider: SocialProviderName; state: string; secret: string; returnTo: string | null };

const flowKey = 'swx.socialFlow';

function randomText(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return base64url(values);
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

export async function nonceFor(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return base64url(new Uint8Array(digest));
}

export function callbackUrl(provider: SocialProviderName): string {
  return `${window.location.origin}/api/loginCallback/${provider}`;
}

/** The provider's sign-in page for this tab's new flow (the flow is remembered for the callback). */
export async function authorizationRequest(start: ProviderStart, returnTo: string | null): Promise<string> {
  const flow: PendingFlow = {
    provider: start.provider,
    state: randomText(16),
    secret: randomText(32),
    returnTo,
  };
  sessionStorage.setItem(flowKey, JSON.stringify(flow));
  const url = new URL(start.authorizationUrl);
  url.search = new URLSearchParams({
    client_id: start.clientId,
    redirect_uri: callbackUrl(start.provider),
    response_type: 'id_token',
    response_mode: 'fragment',
    scope: 'openid email',
    nonce: await nonceFor(flow.secret),
    state: flow.state,
  }).toString();
  return url.toString();
}

export type CallbackOutcome =
  | { kind: 'token'; idToken: string; secret: string; returnTo: string | null }
  /** The user closed or refused the provider's page. */
  | { kind: 'cancelled' }
  /** No flow of this tab matches (an old or foreign link, another tab, a reload after use). */
  | { kind: 'stale' }
  | { kind: 'failed' };

/**
 * Reads the provider's answer from the callback's fragment and forgets the flow, so the one-time
 * secret is used once even if the page runs twice.
 */
export function takeCallback(provider: SocialProviderName, fragment: string): CallbackOutcome {
  const answer = new URLSearchParams(fragment.replace(/^#/, ''));
  let flow: PendingFlow | null = null;
  try {
    flow = JSON.parse(sessionStorage.getItem(flowKey) ?? 'null') as PendingFlow | null;
  } catch {
    flow = null;
  }
  sessionStorage.removeItem(flowKey);
  if (!flow || flow.provider !== provider || answer.get('state') !== flow.state) return { kind: 'stale' };
  const error = answer.get('error');
  if (error === 'access_denied' || error === 'user_cancelled_login') return { kind: 'cancelled' };
  const idToken = answer.get('id_token');
  if (!idToken) return { kind: 'failed' };
  return { kind: 'token', idToken, secret: flow.secret, returnTo: flow.returnTo };
}
