import type { FastifyInstance } from 'fastify';
import { asFields } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError, success } from '../http/envelope.ts';
import { pageOf } from '../ledger/ledger.ts';
import { insertNft, readListing } from '../nfts/nft-listing.ts';
import { findNft, listNfts, toNftItem } from '../nfts/nft-store.ts';
import type { RouteContext } from './context.ts';

/**
 * The operator's NFT routes, inside /swx/ops (registered by opsRoutes, behind its token): the
 * market newest first, and listing a new NFT whose first round starts now.
 */
export function nftOpsRoutes(ops: FastifyInstance, { db, clock }: RouteContext) {
  ops.get('/nfts', async (request) => {
    const now = clock.now();
    const filter = {
      chain: null,
      status: null,
      minPriceUnits: null,
      maxPriceUnits: null,
      sort: 'newest' as const,
    };
    const page = await listNfts(db, filter, pageOf(asFields(request.query)));
    return success(request, { ...page, list: page.list.map((nft) => toNftItem(nft, now)) });
  });
  ops.post('/nfts', async (request) => {
    const now = clock.now();
    const id = await db.transaction((tx) => insertNft(tx, readListing(asFields(request.body), now), now));
    const nft = id === null ? undefined : await findNft(db, id);
    if (!nft) throw new ApiError(Code.operationFailed);
    return success(request, toNftItem(nft, now));
  });
}
