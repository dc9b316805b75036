/**
 * The browser's half of social sign-in (OpenID Connect, implicit flow for an ID token, as Google's
 * and Facebook's web sign-in use). A random secret stays in this tab; the provider is given its
 * SHA-256 as `nonce` and echoes it in the ID token, and the upstream checks that the secret the
 * callback sends hashes to it. So a token copied from elsewhere cannot sign anyone in here, and
 * `state` ties the callback to the flow this tab started.
 *
 * The provider posts its answer to the callback (`response_mode=form_post`) rather than putting it
 * in the address: the token never enters the address bar, the history or a Referer, and the
 * gateway knows from the request alone whether an answer came, so the page's first paint is the
 * right one before any script (gateway http/provider-answer.ts hands the posted fields over in
 * `#swx-provider-answer`; a plain visit has none and says so).
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
    response_mode: 'form_post',
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
  /** No answer, or no flow of this tab matches (an old or foreign post, another tab, a reload after use). */
  | { kind: 'stale' }
  | { kind: 'failed' };

/** The id of the element the gateway puts the provider's posted answer in (http/provider-answer.ts). */
export const PROVIDER_ANSWER_ELEMENT_ID = 'swx-provider-answer';

/** The fields the provider posted to this page, or null on a plain visit. */
export function providerAnswer(): URLSearchParams | null {
  const text = document.getElementById(PROVIDER_ANSWER_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const fields = JSON.parse(text) as Record<string, unknown>;
    return new URLSearchParams(
      Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return null;
  }
}

/**
 * What the provider's answer means for the flow this tab started. It only reads (a render may call
 * it twice); forgetCallback afterwards makes the one-time secret unusable for a second answer.
 */
export function readCallback(provider: SocialProviderName, answer: URLSearchParams | null): CallbackOutcome {
  let flow: PendingFlow | null = null;
  try {
    flow = JSON.parse(sessionStorage.getItem(flowKey) ?? 'null') as PendingFlow | null;
  } catch {
    flow = null;
  }
  if (!answer || !flow || flow.provider !== provider || answer.get('state') !== flow.state)
    return { kind: 'stale' };
  const error = answer.get('error');
  if (error === 'access_denied' || error === 'user_cancelled_login') return { kind: 'cancelled' };
  const idToken = answer.get('id_token');
  if (!idToken) return { kind: 'failed' };
  return { kind: 'token', idToken, secret: flow.secret, returnTo: flow.returnTo };
}

/** After the answer was read: the flow's secret is spent, and the posted token leaves the page. */
export function forgetCallback(): void {
  sessionStorage.removeItem(flowKey);
  if (typeof document !== 'undefined') document.getElementById(PROVIDER_ANSWER_ELEMENT_ID)?.remove();
}
