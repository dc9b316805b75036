import { type BuyNftRequest, NftBid, NftDonations, NftItem, type NftQuery, Page } from '@swx/contract';
import * as v from 'valibot';
import type { CallerHeaders, UpstreamClient } from './client.ts';

/** GET /index/listNft (public market: filters, sort, pages) */
export function listNft(client: UpstreamClient, caller: CallerHeaders, query: NftQuery) {
  return client.call(Page(NftItem), 'GET', '/index/listNft', caller, { query });
}

/** GET /index/getNftById/{id} (public; null for an unknown id) */
export function getNftById(client: UpstreamClient, caller: CallerHeaders, id: number) {
  return client.call(v.nullable(NftItem), 'GET', `/index/getNftById/${id}`, caller);
}

/** GET /index/nftDonations (public: what every sale donated, the beneficiary, the KYC threshold) */
export function nftDonations(client: UpstreamClient, caller: CallerHeaders) {
  return client.call(NftDonations, 'GET', '/index/nftDonations', caller);
}

/** POST /user/buyNft (a bid on the running round); a repeat with the same Idempotency-Key and body returns the first bid. */
export function buyNft(
  client: UpstreamClient,
  caller: CallerHeaders,
  body: BuyNftRequest,
  idempotencyKey: string,
) {
  return client.call(NftBid, 'POST', '/user/buyNft', caller, {
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

/** GET /user/listNft (`owned`: won editions; `bids`: leading and outbid bids) */
export function listUserNft(
  client: UpstreamClient,
  caller: CallerHeaders,
  query: { type: 'owned' | 'bids'; nftId?: number; pageNum: number; pageSize: number },
) {
  return client.call(Page(NftBid), 'GET', '/user/listNft', caller, { query });
}

/** GET /user/getNftBidById/{id} (the caller's bid; null for anyone else's) */
export function getNftBidById(client: UpstreamClient, caller: CallerHeaders, id: number) {
  return client.call(v.nullable(NftBid), 'GET', `/user/getNftBidById/${id}`, caller);
}
