import type { NftBid, NftDonations, NftStatus, Page } from '@swx/contract';
import type { FastifyInstance } from 'fastify';
import { asFields, type Fields, optionalHeader, textField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { inputInvalid, sendError, success } from '../http/envelope.ts';
import { orderRules } from '../http/input-rules.ts';
import { accountModeOf, pageOf } from '../ledger/ledger.ts';
import { formatUnits, parseUnits } from '../money/currencies.ts';
import { donationTotals } from '../nfts/beneficiary.ts';
import { isArtStyle, nftArtSvg } from '../nfts/nft-art.ts';
import { isNftChain } from '../nfts/nft-listing.ts';
import { nftBeneficiary, nftKycThresholdUnits } from '../nfts/nft-params.ts';
import { nftRules } from '../nfts/nft-rules.ts';
import { readNftId } from '../nfts/nft-service.ts';
import {
  type BidListKind,
  findBid,
  findNft,
  findNfts,
  listNfts,
  listUserBids,
  type NftFilter,
  type NftSort,
  nftSorts,
  toNftBid,
  toNftItem,
} from '../nfts/nft-store.ts';
import { requireUser } from './auth.ts';
import type { RouteContext } from './context.ts';

const statuses: readonly NftStatus[] = ['live', 'sold_out'];

function priceBound(query: Fields, field: 'minPrice' | 'maxPrice'): bigint | null {
  const raw = textField(query, { ...nftRules.price, field });
  if (raw === '') return null;
  const units = parseUnits(raw, 'USDT');
  if (units === undefined) throw inputInvalid(field);
  return units;
}

/** The market's filters; an unknown value is INPUT_INVALID naming its field (a client's mistake). */
function filterOf(query: Fields): NftFilter {
  const chain = textField(query, nftRules.chain).toUpperCase();
  const status = textField(query, nftRules.status);
  const sort = textField(query, nftRules.sort) || 'ending';
  if (chain !== '' && !isNftChain(chain)) throw inputInvalid('chain');
  if (status !== '' && !(statuses as readonly string[]).includes(status)) throw inputInvalid('status');
  if (!(nftSorts as readonly string[]).includes(sort)) throw inputInvalid('sort');
  return {
    chain: chain === '' ? null : chain,
    status: status === '' ? null : (status as NftStatus),
    minPriceUnits: priceBound(query, 'minPrice'),
    maxPriceUnits: priceBound(query, 'maxPrice'),
    sort: sort as NftSort,
  };
}

/**
 * Charity NFTs: the public market (`/index/listNft`, one NFT, the donation totals), the caller's
 * bids and editions (`/user/listNft`), bidding (`/user/buyNft`) and the generated artwork. Every
 * read settles the rounds that ended first, so no answer shows a round past its end.
 */
export function nftRoutes(app: FastifyInstance, { db, clock, nfts }: RouteContext) {
  app.get('/index/listNft', async (request) => {
    const query = asFields(request.query);
    const filter = filterOf(query);
    const page = pageOf(query);
    const now = clock.now();
    await nfts.settleDue(now);
    const found = await listNfts(db, filter, page);
    return success(request, { ...found, list: found.list.map((nft) => toNftItem(nft, now)) });
  });

  app.get<{ Params: { id: string } }>('/index/getNftById/:id', async (request) => {
    const raw = textField(asFields(request.params), nftRules.id);
    const now = clock.now();
    await nfts.settleDue(now);
    const nft = await findNft(db, Number(raw));
    return success(request, nft ? toNftItem(nft, now) : null);
  });

  app.get('/index/nftDonations', async (request) => {
    await nfts.settleDue();
    const totals = await donationTotals(db);
    const threshold = await nftKycThresholdUnits(db);
    const answer: NftDonations = {
      currency: 'USDT',
      total: formatUnits(totals.units, 'USDT'),
      sales: totals.sales,
      beneficiary: await nftBeneficiary(db),
      kycThreshold: threshold === null ? null : formatUnits(threshold, 'USDT'),
    };
    return success(request, answer);
  });

  app.post('/user/buyNft', async (request) => {
    const user = await requireUser(request, db, clock);
    // Optional here (the spec's contract has none); the gateway always sends one.
    const key = optionalHeader(request.headers, 'idempotency-key', orderRules.idempotencyKey);
    const bid = await nfts.bid(user, accountModeOf(request.headers.virtually), asFields(request.body), key);
    return success(request, bid);
  });

  // Beyond the spec: one of the caller's bids (the gateway's node lookup); null for anyone else's.
  app.get<{ Params: { id: string } }>('/user/getNftBidById/:id', async (request) => {
    const user = await requireUser(request, db, clock);
    const raw = textField(asFields(request.params), nftRules.id);
    const now = clock.now();
    await nfts.settleDue(now);
    const bid = await findBid(db, Number(raw));
    const nft = bid && bid.userId === user.id ? await findNft(db, bid.nftId) : undefined;
    return success(request, bid && nft ? toNftBid(bid, nft, now) : null);
  });

  app.get('/user/listNft', async (request) => {
    const user = await requireUser(request, db, clock);
    const query = asFields(request.query);
    const type = textField(query, nftRules.type) || 'owned';
    if (type !== 'owned' && type !== 'bids') throw inputInvalid('type');
    const nftId = query.nftId === undefined ? null : readNftId(query);
    if (query.nftId !== undefined && nftId === null) throw inputInvalid('nftId');
    const page = pageOf(query);
    const now = clock.now();
    await nfts.settleDue(now);
    const bids = await listUserBids(db, user.id, type as BidListKind, nftId, page);
    const items = await findNfts(
      db,
      bids.list.map((bid) => bid.nftId),
    );
    const list = bids.list.flatMap((bid) => {
      const nft = items.get(bid.nftId);
      return nft ? [toNftBid(bid, nft, now)] : [];
    });
    const answer: Page<NftBid> = { ...bids, list };
    return success(request, answer);
  });
}

/** Generated pictures are small: at most this many are kept in memory, then the cache starts over. */
const artCacheSize = 500;

/** GET /swx/static/nfts/{id}.svg: the NFT's artwork, drawn from its style and seed (public, cached). */
export function nftArtRoutes(app: FastifyInstance, { db }: Pick<RouteContext, 'db'>) {
  const cache = new Map<number, string>();
  app.get<{ Params: { file: string } }>('/swx/static/nfts/:file', async (request, reply) => {
    const match = /^(\d{1,15})\.svg$/.exec(request.params.file);
    const id = match ? Number(match[1]) : null;
    let svg = id === null ? undefined : cache.get(id);
    if (id !== null && svg === undefined) {
      const rows = await db.query<{ art_style: unknown; art_seed: unknown; title: unknown }>(
        'SELECT art_style, art_seed, title FROM nfts WHERE id = $1',
        [id],
      );
      const row = rows[0];
      const style = String(row?.art_style);
      if (row && isArtStyle(style)) {
        svg = nftArtSvg(style, Number(row.art_seed), String(row.title));
        if (cache.size >= artCacheSize) cache.clear();
        cache.set(id, svg);
      }
    }
    if (svg === undefined) return sendError(request, reply, Code.notFound, 404);
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(svg);
  });
}
