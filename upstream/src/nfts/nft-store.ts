import type { NftBid, NftChain, NftItem, NftStatus, Page } from '@swx/contract';
import { type Queryable, toNullableText, toNumber, toText } from '../db/db.ts';
import { maskUserName } from '../invite/invites.ts';
import { offsetOf, type PageRequest } from '../ledger/ledger.ts';
import { formatUnits, toUnits } from '../money/currencies.ts';
import type { ArtStyle } from './nft-art.ts';

/** The contract's shapes, declared once there. */
export type { NftBid, NftItem };

export const nftSorts = ['ending', 'priceAsc', 'priceDesc', 'donation', 'newest'] as const;
export type NftSort = (typeof nftSorts)[number];

export type NftFilter = {
  chain: NftChain | null;
  status: NftStatus | null;
  /** Bounds of the price shown (the current bid, or the start price before any), in cents. */
  minPriceUnits: bigint | null;
  maxPriceUnits: bigint | null;
  sort: NftSort;
};

/** An NFT row with its running round's figures, read as stored. */
export type NftRow = {
  id: number;
  title: string;
  creator: string;
  chain: NftChain;
  contractAddress: string;
  simulated: boolean;
  artStyle: ArtStyle;
  artSeed: number;
  startPriceUnits: bigint;
  minIncrementUnits: bigint;
  editions: number;
  editionsSold: number;
  roundSeconds: number;
  endsAt: number | null;
  status: NftStatus;
  createdAt: number;
  /** The leading bid of the running round. */
  leadingBidId: number | null;
  leadingBidderId: number | null;
  currentBidUnits: bigint | null;
  topBidderName: string | null;
  bidCount: number;
  donationUnits: bigint;
};

/**
 * Every NFT column plus the running round's leading bid, its bid count and the NFT's donations.
 * The donation total is summed from the ledger itself: the `nft_donation` entries that reference
 * this NFT's won bids, so it can never drift from what the beneficiary's account was given.
 */
const nftSelect = `
  SELECT n.id, n.title, n.creator, n.chain, n.contract_address, n.simulated, n.art_style, n.art_seed,
    n.start_price_units::text AS start_price_units, n.min_increment_units::text AS min_increment_units,
    n.editions, n.editions_sold, n.round_seconds, n.ends_at, n.status, n.created_at,
    lb.id AS leading_bid_id, lb.user_id AS leading_bidder_id, lb.amount_units::text AS current_bid_units,
    lu.user_name AS top_bidder,
    COALESCE(lb.amount_units, n.start_price_units) AS price_units,
    (SELECT count(*) FROM nft_bids b WHERE b.nft_id = n.id AND b.edition = n.editions_sold + 1) AS bid_count,
    (SELECT COALESCE(sum(l.amount_units), 0) FROM nft_bids w
       JOIN ledger_entries l ON l.reference = w.order_no AND l.reason = 'nft_donation'
     WHERE w.nft_id = n.id AND w.status = 'won')::text AS donation_units
  FROM nfts n
  LEFT JOIN nft_bids lb ON lb.nft_id = n.id AND lb.status = 'leading'
  LEFT JOIN users lu ON lu.id = lb.user_id`;

function toNftRow(row: Record<string, unknown>): NftRow {
  const endsAt = row.ends_at === null || row.ends_at === undefined ? null : toNumber(row.ends_at);
  const topBidder = toNullableText(row.top_bidder);
  return {
    id: toNumber(row.id),
    title: toText(row.title),
    creator: toText(row.creator),
    chain: toText(row.chain) as NftChain,
    contractAddress: toText(row.contract_address),
    simulated: row.simulated === true || row.simulated === 't',
    artStyle: toText(row.art_style) as ArtStyle,
    artSeed: toNumber(row.art_seed),
    startPriceUnits: toUnits(row.start_price_units),
    minIncrementUnits: toUnits(row.min_increment_units),
    editions: toNumber(row.editions),
    editionsSold: toNumber(row.editions_sold),
    roundSeconds: toNumber(row.round_seconds),
    endsAt,
    status: toText(row.status) as NftStatus,
    createdAt: toNumber(row.created_at),
    leadingBidId: row.leading_bid_id === null ? null : toNumber(row.leading_bid_id),
    leadingBidderId: row.leading_bidder_id === null ? null : toNumber(row.leading_bidder_id),
    currentBidUnits: row.current_bid_units === null ? null : toUnits(row.current_bid_units),
    topBidderName: topBidder,
    bidCount: toNumber(row.bid_count),
    donationUnits: toUnits(row.donation_units),
  };
}

/** The lowest bid the running round accepts now. */
export function minimumBidUnits(nft: NftRow): bigint {
  return nft.currentBidUnits === null ? nft.startPriceUnits : nft.currentBidUnits + nft.minIncrementUnits;
}

export const artworkPath = (id: number) => `/swx/static/nfts/${id}.svg`;

export function toNftItem(nft: NftRow, now: number): NftItem {
  const usdt = (units: bigint) => formatUnits(units, 'USDT');
  const live = nft.status === 'live';
  return {
    id: nft.id,
    title: nft.title,
    creator: nft.creator,
    chain: nft.chain,
    address: nft.contractAddress,
    simulated: nft.simulated,
    artworkUrl: artworkPath(nft.id),
    currency: 'USDT',
    startPrice: usdt(nft.startPriceUnits),
    minIncrement: usdt(nft.minIncrementUnits),
    currentBid: nft.currentBidUnits === null ? null : usdt(nft.currentBidUnits),
    minimumBid: usdt(minimumBidUnits(nft)),
    bidCount: nft.bidCount,
    topBidder: nft.topBidderName === null ? null : maskUserName(nft.topBidderName),
    edition: live ? nft.editionsSold + 1 : nft.editions,
    editions: nft.editions,
    editionsSold: nft.editionsSold,
    roundSeconds: nft.roundSeconds,
    endsAt: nft.endsAt,
    remainingMs: nft.endsAt === null ? 0 : Math.max(0, nft.endsAt - now),
    status: nft.status,
    donationTotal: usdt(nft.donationUnits),
    createdAt: nft.createdAt,
  };
}

const orderBy: Record<NftSort, string> = {
  // Running rounds first, the soonest ending on top; sold-out ones after, newest first.
  ending: "(n.status = 'live') DESC, n.ends_at ASC, n.id DESC",
  priceAsc: 'price_units ASC, n.id DESC',
  priceDesc: 'price_units DESC, n.id DESC',
  donation: 'donation_units::numeric DESC, n.id DESC',
  newest: 'n.id DESC',
};

/** The market: NFTs matching `filter`, one page. */
export async function listNfts(db: Queryable, filter: NftFilter, page: PageRequest): Promise<Page<NftRow>> {
  const where = `($1::text IS NULL OR n.chain = $1) AND ($2::text IS NULL OR n.status = $2)
    AND ($3::numeric IS NULL OR COALESCE(lb.amount_units, n.start_price_units) >= $3::numeric)
    AND ($4::numeric IS NULL OR COALESCE(lb.amount_units, n.start_price_units) <= $4::numeric)`;
  const params = [
    filter.chain,
    filter.status,
    filter.minPriceUnits?.toString() ?? null,
    filter.maxPriceUnits?.toString() ?? null,
  ];
  const counted = await db.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM nfts n LEFT JOIN nft_bids lb ON lb.nft_id = n.id AND lb.status = 'leading'
     WHERE ${where}`,
    params,
  );
  const rows = await db.query(
    `SELECT * FROM (${nftSelect} WHERE ${where}) n ORDER BY ${orderBy[filter.sort]}
     LIMIT $5 OFFSET $6`,
    [...params, page.pageSize, offsetOf(page)],
  );
  return { list: rows.map(toNftRow), total: toNumber(counted[0]?.n), ...page };
}

export async function findNft(db: Queryable, id: number): Promise<NftRow | undefined> {
  const rows = await db.query(`${nftSelect} WHERE n.id = $1`, [id]);
  return rows[0] ? toNftRow(rows[0]) : undefined;
}

export async function findNfts(db: Queryable, ids: readonly number[]): Promise<Map<number, NftRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query(`${nftSelect} WHERE n.id = ANY($1::bigint[])`, [[...new Set(ids)]]);
  return new Map(rows.map((row) => [toNumber(row.id), toNftRow(row)]));
}

/** Locks the NFT's row for the rest of `tx` (bids and settlement of one NFT take turns), then reads it. */
export async function lockNft(tx: Queryable, id: number): Promise<NftRow | undefined> {
  const locked = await tx.query('SELECT id FROM nfts WHERE id = $1 FOR UPDATE', [id]);
  if (locked.length === 0) return undefined;
  return findNft(tx, id);
}

export type NftBidRow = {
  id: number;
  orderNo: string;
  nftId: number;
  edition: number;
  userId: number;
  amountUnits: bigint;
  status: NftBid['status'];
  createdAt: number;
  settledAt: number | null;
  idempotencyKey: string | null;
  requestHash: string;
};

const bidColumns = `id, order_no, nft_id, edition, user_id, amount_units::text AS amount_units, status, created_at,
  settled_at, idempotency_key, request_hash`;

function toBidRow(row: Record<string, unknown>): NftBidRow {
  return {
    id: toNumber(row.id),
    orderNo: toText(row.order_no),
    nftId: toNumber(row.nft_id),
    edition: toNumber(row.edition),
    userId: toNumber(row.user_id),
    amountUnits: toUnits(row.amount_units),
    status: toText(row.status) as NftBid['status'],
    createdAt: toNumber(row.created_at),
    settledAt: row.settled_at === null ? null : toNumber(row.settled_at),
    idempotencyKey: toNullableText(row.idempotency_key),
    requestHash: toText(row.request_hash),
  };
}

export async function findBid(db: Queryable, id: number): Promise<NftBidRow | undefined> {
  const rows = await db.query(`SELECT ${bidColumns} FROM nft_bids WHERE id = $1`, [id]);
  return rows[0] ? toBidRow(rows[0]) : undefined;
}

export async function findBidByKey(
  db: Queryable,
  userId: number,
  key: string,
): Promise<NftBidRow | undefined> {
  const rows = await db.query(
    `SELECT ${bidColumns} FROM nft_bids WHERE user_id = $1 AND idempotency_key = $2`,
    [userId, key],
  );
  return rows[0] ? toBidRow(rows[0]) : undefined;
}

export function toNftBid(bid: NftBidRow, nft: NftRow, now: number): NftBid {
  return {
    id: bid.id,
    bidNo: bid.orderNo,
    nftId: bid.nftId,
    edition: bid.edition,
    amount: formatUnits(bid.amountUnits, 'USDT'),
    status: bid.status,
    createdAt: bid.createdAt,
    settledAt: bid.settledAt,
    nft: toNftItem(nft, now),
  };
}

/** `owned`: the editions the user won; `bids`: the user's other bids (leading or outbid). Newest first. */
export type BidListKind = 'owned' | 'bids';

export async function listUserBids(
  db: Queryable,
  userId: number,
  kind: BidListKind,
  nftId: number | null,
  page: PageRequest,
): Promise<Page<NftBidRow>> {
  const statuses = kind === 'owned' ? ['won'] : ['leading', 'outbid'];
  const where = 'user_id = $1 AND status = ANY($2::text[]) AND ($3::bigint IS NULL OR nft_id = $3)';
  const counted = await db.query<{ n: unknown }>(`SELECT count(*) AS n FROM nft_bids WHERE ${where}`, [
    userId,
    statuses,
    nftId,
  ]);
  const rows = await db.query(
    `SELECT ${bidColumns} FROM nft_bids WHERE ${where} ORDER BY seq DESC LIMIT $4 OFFSET $5`,
    [userId, statuses, nftId, page.pageSize, offsetOf(page)],
  );
  return { list: rows.map(toBidRow), total: toNumber(counted[0]?.n), ...page };
}
