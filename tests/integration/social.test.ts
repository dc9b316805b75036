// Google and Facebook sign-in through the gateway, against a local OpenID issuer (tests/oidc-issuer.ts).
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalIssuer, startLocalIssuer } from '../oidc-issuer.ts';
import { type Stack, startStack } from './harness.ts';

let issuer: LocalIssuer;
let stack: Stack;
beforeAll(async () => {
  issuer = await startLocalIssuer();
  stack = await startStack({
    upstream: { socialProviders: issuer.providers },
    gateway: { socialProviders: issuer.providers },
  });
});
afterAll(async () => {
  await stack.close();
  await issuer.close();
});

const GOOGLE = `mutation ($input: SocialLoginInput!) { loginWithGoogle(input: $input) {
  __typename ... on SocialAuthPayload { token accountCreated viewer { userId userName email } }
  ... on InputError { code field message } ... on Error { code message } } }`;
const FACEBOOK = GOOGLE.replace('loginWithGoogle', 'loginWithFacebook');

type Result = {
  __typename: string;
  code?: string;
  field?: string;
  token?: string;
  accountCreated?: boolean;
  viewer?: { userId: string; userName: string; email: string };
};

/** A browser's nonce secret and the nonce it puts in the provider's request. */
function nonce() {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hashed: createHash('sha256').update(secret).digest('base64url') };
}

async function google(idToken: string, secret: string, mutation = GOOGLE): Promise<Result> {
  const { data } = await stack.graphql<Record<string, Result>>(mutation, {
    input: { idToken, nonce: secret },
  });
  const result = data && Object.values(data)[0];
  if (!result) throw new Error('no result');
  return result;
}

const claimsFor = (email: string, hashed: string, extra: Record<string, unknown> = {}) => ({
  sub: issuer.subjectOf(email),
  email,
  email_verified: true,
  nonce: hashed,
  ...extra,
});

describe('social sign-in', () => {
  it('lists the configured providers for the buttons', async () => {
    const { data } = await stack.graphql<{ socialSignInProviders: unknown[] }>(
      '{ socialSignInProviders { provider clientId authorizationUrl } }',
    );
    expect(data?.socialSignInProviders).toEqual([
      { provider: 'GOOGLE', clientId: 'google-test', authorizationUrl: `${issuer.issuer}/auth` },
      { provider: 'FACEBOOK', clientId: 'facebook-test', authorizationUrl: `${issuer.issuer}/auth` },
    ]);
  });

  it("creates an account from the issuer's real flow; a second sign-in reaches the same account", async () => {
    const first = nonce();
    const token = await issuer.flowToken({
      provider: 'google',
      email: 'Grace.Hopper@example.test',
      nonce: first.hashed,
      origin: 'http://127.0.0.1:1',
    });
    const created = await google(token, first.secret);
    expect(created).toMatchObject({
      __typename: 'SocialAuthPayload',
      accountCreated: true,
      viewer: { userName: 'gracehopper', email: 'grace.hopper@example.test' },
    });
    const viewer = await stack.graphql<{ viewer: { userName: string } }>(
      '{ viewer { userName } }',
      {},
      {
        authorization: created.token ?? '',
      },
    );
    expect(viewer.data?.viewer.userName).toBe('gracehopper');

    const second = nonce();
    const again = await google(
      await issuer.flowToken({
        provider: 'google',
        email: 'grace.hopper@example.test',
        nonce: second.hashed,
        origin: 'http://127.0.0.1:1',
      }),
      second.secret,
    );
    expect(again).toMatchObject({ __typename: 'SocialAuthPayload', accountCreated: false });
    expect(again.viewer?.userId).toBe(created.viewer?.userId);
    expect(again.token).not.toBe(created.token);
  });

  it('refuses a forged token, a wrong audience, an expired token, a replayed nonce and a foreign nonce', async () => {
    const refused = async (idToken: string, secret: string) => {
      const result = await google(idToken, secret);
      expect(result).toMatchObject({
        __typename: 'InputError',
        code: 'SOCIAL_TOKEN_INVALID',
        field: 'idToken',
      });
    };
    const email = 'mallory@example.test';
    const n = nonce();
    await refused(await issuer.mint(claimsFor(email, n.hashed), { forged: true }), n.secret);
    await refused(await issuer.mint(claimsFor(email, n.hashed, { aud: 'another-site' })), n.secret);
    await refused(await issuer.mint(claimsFor(email, n.hashed), { expiresInSeconds: -120 }), n.secret);
    await refused(await issuer.mint(claimsFor(email, n.hashed, { iss: 'https://evil.example' })), n.secret);
    // A token with the nonce of another browser's flow: the secret this caller holds does not hash to it.
    await refused(await issuer.mint(claimsFor(email, nonce().hashed)), n.secret);
    await refused('not-a-jwt', n.secret);

    const good = await issuer.mint(claimsFor(email, n.hashed));
    expect((await google(good, n.secret)).__typename).toBe('SocialAuthPayload');
    // The same token again (a thief who copied it, or a double submit): the nonce is spent.
    await refused(good, n.secret);
    // Facebook's client id is not Google's audience, and the reverse.
    const m = nonce();
    const forGoogle = await issuer.mint(claimsFor(email, m.hashed));
    const viaFacebook = await google(forGoogle, m.secret, FACEBOOK);
    expect(viaFacebook).toMatchObject({ __typename: 'InputError', code: 'SOCIAL_TOKEN_INVALID' });
  });

  it('opens the existing account whose e-mail the provider verified, and refuses an unverified one', async () => {
    await stack.graphql(`mutation ($input: SendCodeInput!) { sendCode(input: $input) { __typename } }`, {
      input: { email: 'ada@example.test', purpose: 'REGISTER' },
    });
    const registered = await stack.graphql<{ register: Result }>(
      `mutation ($input: RegisterInput!) { register(input: $input) {
        __typename ... on AuthPayload { viewer { userId } } } }`,
      {
        input: {
          userName: 'ada_l',
          email: 'ada@example.test',
          password: 'secret123',
          code: stack.codes.last('ada@example.test'),
        },
      },
    );
    const userId = registered.data?.register.viewer?.userId;
    expect(userId).toBeTruthy();

    const unverified = nonce();
    const refused = await google(
      await issuer.mint(claimsFor('ada@example.test', unverified.hashed, { email_verified: false })),
      unverified.secret,
    );
    expect(refused).toMatchObject({ __typename: 'InputError', code: 'SOCIAL_EMAIL_UNVERIFIED' });

    const verified = nonce();
    const linked = await google(
      await issuer.mint(claimsFor('ADA@example.test', verified.hashed)),
      verified.secret,
    );
    expect(linked).toMatchObject({ __typename: 'SocialAuthPayload', accountCreated: false });
    expect(linked.viewer?.userId).toBe(userId);
    // The password still works beside the provider.
    const login = await stack.graphql<{ login: Result }>(
      `mutation ($input: LoginInput!) { login(input: $input) { __typename } }`,
      { input: { account: 'ada_l', password: 'secret123' } },
    );
    expect(login.data?.login.__typename).toBe('AuthPayload');
  });

  it('says a provider is unavailable when it is not configured', async () => {
    const bare = await startStack();
    try {
      const n = nonce();
      const { data } = await bare.graphql<{ loginWithGoogle: Result; socialSignInProviders: unknown[] }>(
        GOOGLE,
        { input: { idToken: await issuer.mint(claimsFor('x@example.test', n.hashed)), nonce: n.secret } },
      );
      expect(data?.loginWithGoogle).toMatchObject({ code: 'SOCIAL_PROVIDER_UNAVAILABLE' });
      const providers = await bare.graphql<{ socialSignInProviders: unknown[] }>(
        '{ socialSignInProviders { provider } }',
      );
      expect(providers.data?.socialSignInProviders).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
