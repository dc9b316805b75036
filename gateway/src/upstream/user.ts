import { LedgerEntry, Nothing, Page, UserInfoWithAccount } from '@swx/contract';
import type { CallerHeaders, UpstreamClient } from './client.ts';

/** POST /user/getUserInfo */
export function getUserInfo(client: UpstreamClient, caller: CallerHeaders) {
  return client.call(UserInfoWithAccount, 'POST', '/user/getUserInfo', caller);
}

/** POST /user/repassword (password recovery with an email verification code) */
export function repassword(
  client: UpstreamClient,
  caller: CallerHeaders,
  body: { email: string; code: string; password: string },
) {
  return client.call(Nothing, 'POST', '/user/repassword', caller, { body });
}

/** GET /user/listTransactions (the ledger of the call's account; the spec names only the screen) */
export function listTransactions(
  client: UpstreamClient,
  caller: CallerHeaders,
  query: { pageNum: number; pageSize: number },
) {
  return client.call(Page(LedgerEntry), 'GET', '/user/listTransactions', caller, { query });
}

/** POST /user/resetDemo (beyond the spec: the demo balance back to its starting amount) */
export function resetDemo(client: UpstreamClient, caller: CallerHeaders) {
  return client.call(UserInfoWithAccount, 'POST', '/user/resetDemo', caller);
}
