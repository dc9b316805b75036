import {
  Availability,
  CodeSent,
  Nothing,
  Session,
  type SocialProviderName,
  SocialSession,
} from '@swx/contract';
import type { CallerHeaders, UpstreamAnswer, UpstreamClient } from './client.ts';

/** GET /login/checkUserNameOrPhone */
export function checkUserNameOrPhone(client: UpstreamClient, caller: CallerHeaders, userName: string) {
  return client.call(Availability, 'GET', '/login/checkUserNameOrPhone', caller, {
    query: { userName },
  });
}

export type RegisterBody = {
  userName: string;
  email: string;
  password: string;
  code: string;
  areaCode?: string | null;
  phone?: string | null;
  inviteCode?: string | null;
};

/** POST /login/register */
export function register(client: UpstreamClient, caller: CallerHeaders, body: RegisterBody) {
  return client.call(Session, 'POST', '/login/register', caller, { body });
}

/** POST /login/login (`userName` is a username or an email) */
export function login(
  client: UpstreamClient,
  caller: CallerHeaders,
  body: { userName: string; password: string },
): Promise<UpstreamAnswer<Session>> {
  return client.call(Session, 'POST', '/login/login', caller, { body });
}

/** POST /login/sendCode */
export function sendCode(
  client: UpstreamClient,
  caller: CallerHeaders,
  body: { email: string; purpose: 'register' | 'reset' },
) {
  return client.call(CodeSent, 'POST', '/login/sendCode', caller, { body });
}

/** POST /login/logout (beyond the spec; docs/upstream-contract.md): ends the caller's session */
export function logout(client: UpstreamClient, caller: CallerHeaders) {
  return client.call(Nothing, 'POST', '/login/logout', caller);
}

/** POST /login/loginByGoogle or /login/loginByFacebook (ours): the provider's ID token and the nonce secret */
export function loginBySocial(
  client: UpstreamClient,
  caller: CallerHeaders,
  provider: SocialProviderName,
  body: { idToken: string; nonce: string },
): Promise<UpstreamAnswer<SocialSession>> {
  const path = provider === 'google' ? '/login/loginByGoogle' : '/login/loginByFacebook';
  return client.call(SocialSession, 'POST', path, caller, { body });
}
