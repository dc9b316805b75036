import type { LoaderFunctionArgs, Params } from 'react-router';
import NftDetailQuery, {
  type NftDetailQuery as NftDetailQueryType,
} from '../__generated__/NftDetailQuery.graphql';
import NftsMarketQuery, {
  type NftsMarketQuery as NftsMarketQueryType,
} from '../__generated__/NftsMarketQuery.graphql';
import NftsMineQuery, {
  type NftsMineQuery as NftsMineQueryType,
} from '../__generated__/NftsMineQuery.graphql';
import { preloadPageQuery } from '../relay/pageData';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { clientStore } from '../state/clientStore';
import { type NftsView, nftsViewFromUrl } from './nftFilters';

const marketVariables = ({ chain, status, sort, maxPrice }: NftsView) => ({ chain, status, sort, maxPrice });

/**
 * The public part of the NFT pages, from the address alone: the market with the URL's filters
 * (`/nfts`) or one NFT as a visitor sees it (`/nfts/:id`). The gateway renders those pages with
 * the same query (prerender/dataPages), so their pictures are in the first paint. Null where the
 * page is the viewer's own (`?tab=mine`, or an NFT's page with the viewer's bids): no public
 * rendering, the app asks with the session.
 */
export function nftsPageQuery(url: URL, params: Params, signedIn: boolean) {
  if (params.id) {
    if (signedIn) return null;
    const id = params.id;
    return {
      value: { kind: 'detail' as const, id },
      query: NftDetailQuery,
      variables: { id, signedIn: false },
    };
  }
  const view = nftsViewFromUrl(url);
  if (view.tab === 'mine') return null;
  return {
    value: { kind: 'market' as const, view },
    query: NftsMarketQuery,
    variables: marketVariables(view),
  };
}

/**
 * `/nfts/:id`: the NFT, the donation totals and, signed in, the viewer's balance and bids on it.
 * `/nfts`: the market with the URL's filters, or (signed in, `?tab=mine`) the viewer's bids and editions.
 */
export function nftsLoader({ request, params }: LoaderFunctionArgs) {
  const { isLogin } = clientStore.get();
  if (params.id) {
    const id = params.id;
    const variables = { id, signedIn: isLogin };
    // A visitor's page may have arrived with its data; the viewer's part never does.
    const queryRef = preloadPageQuery<NftDetailQueryType>(NftDetailQuery, variables, 'store-and-network');
    return { kind: 'detail' as const, id, queryRef };
  }
  const view = nftsViewFromUrl(new URL(request.url));
  if (view.tab === 'mine') {
    const queryRef = isLogin
      ? preloadRouteQuery<NftsMineQueryType>(NftsMineQuery, {}, 'store-and-network')
      : null;
    return { kind: 'mine' as const, view, queryRef };
  }
  return {
    kind: 'market' as const,
    view,
    queryRef: preloadPageQuery<NftsMarketQueryType>(
      NftsMarketQuery,
      marketVariables(view),
      'store-and-network',
    ),
  };
}

export type NftsLoaderValue = ReturnType<typeof nftsLoader>;
export type NftsListValue = Exclude<NftsLoaderValue, { kind: 'detail' }>;
export type NftDetailValue = Extract<NftsLoaderValue, { kind: 'detail' }>;
