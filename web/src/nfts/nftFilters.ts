import { amountPattern } from '@swx/contract/decimal';
import type { NftChain, NftSort, NftStatus } from '../__generated__/NftsMarketQuery.graphql';

export type KnownChain = Exclude<NftChain, '%future added value'>;
export type KnownStatus = Exclude<NftStatus, '%future added value'>;
export type KnownSort = Exclude<NftSort, '%future added value'>;

export const chains: readonly KnownChain[] = ['ETH', 'BSC', 'POLYGON', 'TRON'];
export const statuses: readonly KnownStatus[] = ['LIVE', 'SOLD_OUT'];
export const sorts: readonly KnownSort[] = ['ENDING', 'PRICE_ASC', 'PRICE_DESC', 'DONATION', 'NEWEST'];

/** What `/nfts` shows: the market with its filters, or the viewer's own bids and editions. */
export type NftsView = {
  tab: 'market' | 'mine';
  chain: KnownChain | null;
  status: KnownStatus | null;
  sort: KnownSort;
  /** USDT, a plain decimal with at most 2 places; anything else in the URL is ignored. */
  maxPrice: string | null;
};

const pick = <T extends string>(list: readonly T[], value: string | null): T | null =>
  list.find((item) => item.toLowerCase() === value?.toLowerCase()) ?? null;

/** `/nfts?tab=mine` or `/nfts?chain=eth&status=live&sort=price_asc&maxPrice=50`: lower case in the URL. */
export function nftsViewFromUrl(url: URL): NftsView {
  const params = url.searchParams;
  const maxPrice = params.get('maxPrice')?.trim() ?? '';
  return {
    tab: params.get('tab') === 'mine' ? 'mine' : 'market',
    chain: pick(chains, params.get('chain')),
    status: pick(statuses, params.get('status')),
    sort: pick(sorts, params.get('sort')) ?? 'ENDING',
    maxPrice: amountPattern.test(maxPrice) ? maxPrice : null,
  };
}

/** The search string of a view (defaults left out, so the plain market is `/nfts`). */
export function nftsSearch(view: NftsView): string {
  const params = new URLSearchParams();
  if (view.tab === 'mine') params.set('tab', 'mine');
  else {
    if (view.chain) params.set('chain', view.chain.toLowerCase());
    if (view.status) params.set('status', view.status.toLowerCase());
    if (view.sort !== 'ENDING') params.set('sort', view.sort.toLowerCase());
    if (view.maxPrice) params.set('maxPrice', view.maxPrice);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The detail page of an NFT, by its Relay id. */
export function nftPath(id: string): string {
  return `/nfts/${encodeURIComponent(id)}`;
}
