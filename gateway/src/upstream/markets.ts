import { Kline, type KlineIntervalName, MarketInfo, MarketItem, type MarketTypeNumber } from '@swx/contract';
import * as v from 'valibot';
import type { CallerHeaders, UpstreamClient } from './client.ts';

/** GET /index/listMarketByType */
export function listMarketByType(client: UpstreamClient, caller: CallerHeaders, type: MarketTypeNumber) {
  return client.call(v.array(MarketItem), 'GET', '/index/listMarketByType', caller, { query: { type } });
}

/** GET /index/listMarket: the spec's unnamed market-list variant (all markets, or the given codes). */
export function listMarket(client: UpstreamClient, caller: CallerHeaders, codes?: readonly string[]) {
  return client.call(v.array(MarketItem), 'GET', '/index/listMarket', caller, { query: { codes } });
}

/** GET /index/getMarketInfo/{code} */
export function getMarketInfo(client: UpstreamClient, caller: CallerHeaders, code: string) {
  return client.call(
    v.nullable(MarketInfo),
    'GET',
    `/index/getMarketInfo/${encodeURIComponent(code)}`,
    caller,
  );
}

/** GET /index/getKValueByCodeAndDate */
export function getKValueByCodeAndDate(
  client: UpstreamClient,
  caller: CallerHeaders,
  query: { code: string; date: KlineIntervalName; size: number },
) {
  return client.call(v.array(Kline), 'GET', '/index/getKValueByCodeAndDate', caller, { query });
}
