import { beforeEach, describe, expect, it } from 'vitest';
import {
  authorizationRequest,
  type CallbackOutcome,
  forgetCallback,
  nonceFor,
  readCallback,
} from './socialFlow';

/** What the callback page does with a posted answer: read it against the tab's flow, then forget the flow. */
function takeCallback(provider: 'google' | 'facebook', posted: string | null): CallbackOutcome {
  const outcome = readCallback(provider, posted === null ? null : new URLSearchParams(posted));
  forgetCallback();
  return outcome;
}

// The tab's storage and address, as a browser has them.
const stored = new Map<string, string>();
Object.assign(globalThis, {
  sessionStorage: {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  },
  window: { location: { origin: 'https://swx.example' } },
});

const google = {
  provider: 'google' as const,
  clientId: 'cid',
  authorizationUrl: 'https://issuer.example/auth?x=1',
};

async function startFlow(returnTo: string | null = '/market') {
  const url = new URL(await authorizationRequest(google, returnTo));
  return { url, state: url.searchParams.get('state') ?? '', nonce: url.searchParams.get('nonce') ?? '' };
}

describe('the social sign-in flow in the tab', () => {
  beforeEach(() => stored.clear());

  it('hashes the secret as base64url SHA-256 (the value the upstream checks)', async () => {
    expect(await nonceFor('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0');
  });

  it("asks the provider for an ID token with the secret's hash, and hands the secret to the callback once", async () => {
    const { url, state, nonce } = await startFlow();
    expect(url.origin + url.pathname).toBe('https://issuer.example/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'cid',
      redirect_uri: 'https://swx.example/api/loginCallback/google',
      response_type: 'id_token',
      scope: 'openid email',
      response_mode: 'form_post',
    });
    const outcome = takeCallback('google', `id_token=tok&state=${state}`);
    expect(outcome).toMatchObject({ kind: 'token', idToken: 'tok', returnTo: '/market' });
    if (outcome.kind !== 'token') throw new Error('no token');
    expect(await nonceFor(outcome.secret)).toBe(nonce);
    // The same answer again (a reload, a replayed post): the flow is gone.
    expect(takeCallback('google', `id_token=tok&state=${state}`)).toEqual({ kind: 'stale' });
  });

  it('reads a plain visit, with no answer posted, as stale, and reading twice gives the same outcome', async () => {
    const { state } = await startFlow();
    const answer = new URLSearchParams({ id_token: 'tok', state });
    expect(readCallback('google', answer)).toMatchObject({ kind: 'token' });
    expect(readCallback('google', answer)).toMatchObject({ kind: 'token' });
    expect(takeCallback('google', null)).toEqual({ kind: 'stale' });
  });

  it("refuses another flow's state, another provider's callback, and tells a cancel from a failure", async () => {
    let { state } = await startFlow();
    expect(takeCallback('google', 'id_token=tok&state=forged')).toEqual({ kind: 'stale' });
    ({ state } = await startFlow());
    expect(takeCallback('facebook', `id_token=tok&state=${state}`)).toEqual({ kind: 'stale' });
    ({ state } = await startFlow());
    expect(takeCallback('google', `error=access_denied&state=${state}`)).toEqual({ kind: 'cancelled' });
    ({ state } = await startFlow());
    expect(takeCallback('google', `error=server_error&state=${state}`)).toEqual({ kind: 'failed' });
  });
});
