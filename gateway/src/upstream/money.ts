import {
  Balance,
  Page,
  RechargeChannel,
  type RechargeFields,
  RechargeRecord,
  type ReviewStatus,
  WithdrawalRecord,
  type WithdrawalRequest,
  WithdrawMethod,
} from '@swx/contract';
import * as v from 'valibot';
import type { CallerHeaders, UpstreamClient } from './client.ts';

/** GET /index/listRechargeChannels (the platform's receive address per currency and network, public) */
export function listRechargeChannels(client: UpstreamClient, caller: CallerHeaders) {
  return client.call(v.array(RechargeChannel), 'GET', '/index/listRechargeChannels', caller);
}

/** GET /index/listWithdrawMethods (the parsed `withdraw_account` parameter, public) */
export function listWithdrawMethods(client: UpstreamClient, caller: CallerHeaders) {
  return client.call(v.array(WithdrawMethod), 'GET', '/index/listWithdrawMethods', caller);
}

/** GET /user/balances (the real account's currencies when `virtually` is NO) */
export function listBalances(client: UpstreamClient, caller: CallerHeaders) {
  return client.call(v.array(Balance), 'GET', '/user/balances', caller);
}

type RecordQuery = { status?: ReviewStatus; pageNum: number; pageSize: number };

/** GET /user/listRecharge */
export function listRecharge(client: UpstreamClient, caller: CallerHeaders, query: RecordQuery) {
  return client.call(Page(RechargeRecord), 'GET', '/user/listRecharge', caller, { query });
}

/** GET /user/listWithdrwal (the spec's spelling) */
export function listWithdrawals(client: UpstreamClient, caller: CallerHeaders, query: RecordQuery) {
  return client.call(Page(WithdrawalRecord), 'GET', '/user/listWithdrwal', caller, { query });
}

/** POST /user/withdrawal; a repeat with the same Idempotency-Key and body returns the first record. */
export function withdraw(
  client: UpstreamClient,
  caller: CallerHeaders,
  body: WithdrawalRequest,
  idempotencyKey: string,
) {
  return client.call(WithdrawalRecord, 'POST', '/user/withdrawal', caller, {
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

/**
 * POST /user/recharge (multipart: the text fields, then the `proof` file part streamed as it arrives);
 * a repeat with the same Idempotency-Key, fields and proof bytes returns the first record.
 */
export function recharge(
  client: UpstreamClient,
  caller: CallerHeaders,
  fields: RechargeFields,
  proof: AsyncIterable<Uint8Array>,
  idempotencyKey: string,
) {
  return client.callMultipart(
    RechargeRecord,
    '/user/recharge',
    caller,
    { fields, files: [{ name: 'proof', bytes: proof }] },
    { 'idempotency-key': idempotencyKey },
  );
}

/** GET /user/rechargeProof/{id}: the stored image, for its owner only (a raw stream, not an envelope). */
export function rechargeProof(client: UpstreamClient, caller: CallerHeaders, id: number) {
  return client.raw('GET', `/user/rechargeProof/${id}`, caller);
}
