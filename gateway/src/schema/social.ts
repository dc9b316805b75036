import { type SocialProviderName, type SocialSession, socialProviderNames } from '@swx/contract';
import { builder } from '../builder.ts';
import { InputError, ServiceError } from '../errors/errors.ts';
import { loginBySocial } from '../upstream/login.ts';
import { typedMutation } from './typed-mutation.ts';
import { ViewerRef } from './viewer.ts';

const SocialProviderEnum = builder.enumType('SocialProvider', {
  values: { GOOGLE: { value: 'google' }, FACEBOOK: { value: 'facebook' } } as const,
});

type ProviderStart = { provider: SocialProviderName; clientId: string; authorizationUrl: string };

const SocialSignInProvider = builder.objectRef<ProviderStart>('SocialSignInProvider').implement({
  description:
    "Where a client starts a provider's OpenID Connect flow (response_type=id_token, scope openid email, nonce = base64url(SHA-256(secret))).",
  fields: (t) => ({
    provider: t.field({ type: SocialProviderEnum, resolve: (start) => start.provider }),
    clientId: t.exposeString('clientId'),
    authorizationUrl: t.exposeString('authorizationUrl'),
  }),
});

const SocialAuthPayload = builder.objectRef<SocialSession>('SocialAuthPayload').implement({
  fields: (t) => ({
    token: t.exposeString('token'),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    accountCreated: t.exposeBoolean('created', {
      description: 'True when this sign-in made the account (the user is new here).',
    }),
    viewer: t.field({
      type: ViewerRef,
      description: "The new session's user; its account fields are read with the new token.",
      resolve: (session) => ({ ...session.user, sessionToken: session.token }),
    }),
  }),
});

const SocialLoginInput = builder.inputType('SocialLoginInput', {
  fields: (t) => ({
    idToken: t.string({
      required: true,
      description: "The provider's ID token, as the callback received it.",
    }),
    nonce: t.string({
      required: true,
      description:
        'The secret whose base64url SHA-256 the flow sent as `nonce` (binds the token to this browser).',
    }),
  }),
});

builder.queryField('socialSignInProviders', (t) =>
  t.field({
    type: [SocialSignInProvider],
    description:
      'The configured providers, in display order; empty when none is (clients then hide the buttons).',
    resolve: (_, __, ctx) =>
      socialProviderNames.flatMap((provider) => {
        const config = ctx.socialProviders[provider];
        return config
          ? [{ provider, clientId: config.clientId, authorizationUrl: config.authorizationUrl }]
          : [];
      }),
  }),
);

const socialLogin = (provider: SocialProviderName) =>
  typedMutation(provider === 'google' ? 'loginWithGoogle' : 'loginWithFacebook', {
    type: SocialAuthPayload,
    description: `Signs in with a ${provider === 'google' ? 'Google' : 'Facebook'} ID token: the account it opened before, the one with its verified e-mail, or a new one.`,
    args: (t) => ({ input: t.field({ type: SocialLoginInput, required: true }) }),
    errors: [InputError, ServiceError],
    resolve: async ({ input }, ctx) => {
      await ctx.limit('login');
      return (await loginBySocial(ctx.upstream, ctx.caller, provider, input)).result;
    },
  });

socialLogin('google');
socialLogin('facebook');
