import type { LoaderFunctionArgs } from 'react-router';
import NftDetailQuery, {
  type NftDetailQuery as NftDetailQueryType,
} from '../__generated__/NftDetailQuery.graphql';
import NftsMarketQuery, {
  type NftsMarketQuery as NftsMarketQueryType,
} from '../__generated__/NftsMarketQuery.graphql';
import NftsMineQuery, {
  type NftsMineQuery as NftsMineQueryType,
} from '../__generated__/NftsMineQuery.graphql';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { clientStore } from '../state/clientStore';
import { nftsViewFromUrl } from './nftFilters';

/**
 * `/nfts/:id`: the NFT, the donation totals and, signed in, the viewer's balance and bids on it.
 * `/nfts`: the market with the URL's filters, or (signed in, `?tab=mine`) the viewer's bids and editions.
 */
export function nftsLoader({ request, params }: LoaderFunctionArgs) {
  const { isLogin } = clientStore.get();
  if (params.id) {
    const id = params.id;
    const queryRef = preloadRouteQuery<NftDetailQueryType>(
      NftDetailQuery,
      { id, signedIn: isLogin },
      'store-and-network',
    );
    return { kind: 'detail' as const, id, queryRef };
  }
  const view = nftsViewFromUrl(new URL(request.url));
  if (view.tab === 'mine') {
    const mine = isLogin
      ? preloadRouteQuery<NftsMineQueryType>(NftsMineQuery, {}, 'store-and-network')
      : null;
    return { kind: 'list' as const, view, market: null, mine };
  }
  const market = preloadRouteQuery<NftsMarketQueryType>(
    NftsMarketQuery,
    { chain: view.chain, status: view.status, sort: view.sort, maxPrice: view.maxPrice },
    'store-and-network',
  );
  return { kind: 'list' as const, view, market, mine: null };
}

export type NftsLoaderValue = ReturnType<typeof nftsLoader>;
export type NftsListValue = Extract<NftsLoaderValue, { kind: 'list' }>;
export type NftDetailValue = Extract<NftsLoaderValue, { kind: 'detail' }>;
