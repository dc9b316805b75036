import { useLoaderValue } from '../routing/useLoaderValue';
import { NftDetailRoute } from './NftDetailRoute';
import { NftsRoute } from './NftsRoute';
import type { nftsLoader } from './nftsLoader';

/** `/nfts` (the market, or the viewer's NFTs) and `/nfts/:id` (one NFT): one route, one chunk. */
export function NftsPage() {
  const value = useLoaderValue<typeof nftsLoader>();
  return value.kind === 'detail' ? <NftDetailRoute value={value} /> : <NftsRoute value={value} />;
}
