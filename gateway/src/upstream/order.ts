import { OptionPeriod, OptionsOrder, Page } from '@swx/contract';
import * as v from 'valibot';
import type { CallerHeaders, UpstreamClient } from './client.ts';

/** GET /order/getOptionMinAmount */
export function getOptionMinAmount(client: UpstreamClient, caller: CallerHeaders, limitTime: number) {
  return client.call(OptionPeriod, 'GET', '/order/getOptionMinAmount', caller, { query: { limitTime } });
}

export type BuyOptionsBody = {
  code: string;
  direction: 'up' | 'down';
  amount: string;
  limitTime: number;
  stopLoss?: string | null;
  takeProfit?: string | null;
};

/** POST /order/buyOptions; a repeat with the same Idempotency-Key and body returns the first order. */
export function buyOptions(
  client: UpstreamClient,
  caller: CallerHeaders,
  body: BuyOptionsBody,
  idempotencyKey: string | null,
) {
  const headers: Record<string, string> = idempotencyKey ? { 'idempotency-key': idempotencyKey } : {};
  return client.call(OptionsOrder, 'POST', '/order/buyOptions', caller, { body, headers });
}

/** GET /order/getOptionsOrderById/{id} */
export function getOptionsOrderById(client: UpstreamClient, caller: CallerHeaders, id: number) {
  return client.call(v.nullable(OptionsOrder), 'GET', `/order/getOptionsOrderById/${id}`, caller);
}

/** GET /order/listOptionsOrder */
export function listOptionsOrder(
  client: UpstreamClient,
  caller: CallerHeaders,
  query: { status?: OptionsOrder['status']; pageNum: number; pageSize: number },
) {
  return client.call(Page(OptionsOrder), 'GET', '/order/listOptionsOrder', caller, { query });
}
