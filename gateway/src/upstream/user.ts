import {
  type Currency,
  type FundPasswordRequest,
  LedgerEntry,
  Nothing,
  Page,
  type PasswordChangeRequest,
  UserInfoWithAccount,
} from '@swx/contract';
import * as v from 'valibot';
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

/** POST /user/repassword with the token: a signed-in change; the upstream ends the user's other sessions */
export function changePassword(client: UpstreamClient, caller: CallerHeaders, body: PasswordChangeRequest) {
  return client.call(Nothing, 'POST', '/user/repassword', caller, { body });
}

/** POST /user/setFundPassword (`password`, the login password, once a fund password is set) */
export function setFundPassword(client: UpstreamClient, caller: CallerHeaders, body: FundPasswordRequest) {
  return client.call(v.object({ fundPasswordSet: v.boolean() }), 'POST', '/user/setFundPassword', caller, {
    body,
  });
}

/** GET /user/listTransactions (the ledger of the call's account, every currency unless `currency`) */
export function listTransactions(
  client: UpstreamClient,
  caller: CallerHeaders,
  query: { currency?: Currency; pageNum: number; pageSize: number },
) {
  return client.call(Page(LedgerEntry), 'GET', '/user/listTransactions', caller, { query });
}

/** POST /user/resetDemo (beyond the spec: the demo balance back to its starting amount) */
export function resetDemo(client: UpstreamClient, caller: CallerHeaders) {
  return client.call(UserInfoWithAccount, 'POST', '/user/resetDemo', caller);
}
