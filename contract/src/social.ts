import * as v from 'valibot';
import { Session } from './accounts.ts';

/**
 * Social sign-in with Google or Facebook. Both are OpenID Connect providers used the same
 * way: the browser gets an ID token from the provider, the upstream verifies it. A provider is
 * switched on by its client id; the other settings default to the provider's public endpoints and
 * are overridden by tests (a local issuer) and by operators who front the provider.
 */
export const socialProviderNames = ['google', 'facebook'] as const;
export type SocialProviderName = (typeof socialProviderNames)[number];

export type SocialProviderConfig = {
  /** The ID token's `iss`. */
  issuer: string;
  /** The ID token's `aud`: this platform's client id at the provider. */
  clientId: string;
  /** The provider's signing keys. */
  jwksUrl: string;
  /** Where the browser starts the provider's flow. */
  authorizationUrl: string;
};

export type SocialProviders = Partial<Record<SocialProviderName, SocialProviderConfig>>;

const publicEndpoints: Record<SocialProviderName, Omit<SocialProviderConfig, 'clientId'>> = {
  google: {
    issuer: 'https://accounts.google.com',
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  },
  facebook: {
    issuer: 'https://www.facebook.com',
    jwksUrl: 'https://www.facebook.com/.well-known/oauth/openid/jwks/',
    authorizationUrl: 'https://www.facebook.com/dialog/oauth',
  },
};

/**
 * `GOOGLE_CLIENT_ID` switches Google on (`GOOGLE_ISSUER`, `GOOGLE_JWKS_URL`,
 * `GOOGLE_AUTHORIZATION_URL` override its endpoints); `FACEBOOK_…` the same for Facebook. Read by
 * the upstream (which verifies) and the gateway (which tells the web app where to start).
 */
export function socialProvidersFromEnv(env: Record<string, string | undefined>): SocialProviders {
  const providers: SocialProviders = {};
  for (const name of socialProviderNames) {
    const prefix = name.toUpperCase();
    const clientId = env[`${prefix}_CLIENT_ID`]?.trim();
    if (!clientId) continue;
    const defaults = publicEndpoints[name];
    const url = (key: string, fallback: string) => {
      const value = env[`${prefix}_${key}`]?.trim() || fallback;
      if (!URL.canParse(value)) throw new Error(`${prefix}_${key} must be a URL, got ${value}`);
      return value;
    };
    providers[name] = {
      clientId,
      issuer: url('ISSUER', defaults.issuer),
      jwksUrl: url('JWKS_URL', defaults.jwksUrl),
      authorizationUrl: url('AUTHORIZATION_URL', defaults.authorizationUrl),
    };
  }
  return providers;
}

/** POST /login/loginByGoogle (and /login/loginByFacebook): the session, and whether the account is new. */
export const SocialSession = v.object({ ...Session.entries, created: v.boolean() });
export type SocialSession = v.InferOutput<typeof SocialSession>;
