import { Page, SmartPlan, SmartProduct } from '@swx/contract';
import * as v from 'valibot';
import type { CallerHeaders, UpstreamClient } from './client.ts';

/** GET /order/listSmartProduct (the products on sale, public) */
export function listSmartProduct(client: UpstreamClient, caller: CallerHeaders) {
  return client.call(v.array(SmartProduct), 'GET', '/order/listSmartProduct', caller);
}

export type BuySmartBody = { productId: number; amount: string; days: number };

/** POST /order/buySmart; a repeat with the same Idempotency-Key and body answers the first plan. */
export function buySmart(client: UpstreamClient, caller: CallerHeaders, body: BuySmartBody, key: string) {
  return client.call(SmartPlan, 'POST', '/order/buySmart', caller, {
    body,
    headers: { 'idempotency-key': key },
  });
}

/** POST /order/exitSmart */
export function exitSmart(client: UpstreamClient, caller: CallerHeaders, id: number) {
  return client.call(SmartPlan, 'POST', '/order/exitSmart', caller, { body: { id } });
}

/** GET /order/getSmartOrderById/{id} */
export function getSmartOrderById(client: UpstreamClient, caller: CallerHeaders, id: number) {
  return client.call(v.nullable(SmartPlan), 'GET', `/order/getSmartOrderById/${id}`, caller);
}

/** GET /order/listSmartOrder */
export function listSmartOrder(
  client: UpstreamClient,
  caller: CallerHeaders,
  query: { status?: 'running' | 'ended'; pageNum: number; pageSize: number },
) {
  return client.call(Page(SmartPlan), 'GET', '/order/listSmartOrder', caller, { query });
}
