import type { CallerHeaders, UpstreamClient } from './client.ts';
import type { UserInfo } from './types.ts';

/** POST /user/getUserInfo */
export function getUserInfo(client: UpstreamClient, caller: CallerHeaders) {
  return client.call<UserInfo>('POST', '/user/getUserInfo', caller);
}

/** POST /user/repassword (password recovery with an email verification code) */
export function repassword(
  client: UpstreamClient,
  caller: CallerHeaders,
  body: { email: string; code: string; password: string },
) {
  return client.call<null>('POST', '/user/repassword', caller, { body });
}
