import { createHash } from 'node:crypto';
import type { UserRecord } from '../accounts/users.ts';
import type { Clock } from '../clock.ts';
import type { Db, Queryable } from '../db/db.ts';
import { type Fields, textField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError, inputInvalid } from '../http/envelope.ts';
import { type AccountMode, type LockedAccount, lockAccount, postEntry } from '../ledger/ledger.ts';
import { parseUnits } from '../money/currencies.ts';
import { KeyTaken } from '../money/key-taken.ts';
import { newRecordKey } from '../record-number.ts';
import type { AccountEvents } from '../trading/account-events.ts';
import { lockBeneficiaryAccount } from './beneficiary.ts';
import { nftDemoDisabled } from './nft-errors.ts';
import { nftKycThresholdUnits } from './nft-params.ts';
import { nftRules } from './nft-rules.ts';
import {
  findBid,
  findBidByKey,
  findNft,
  lockNft,
  minimumBidUnits,
  type NftBid,
  type NftBidRow,
  type NftRow,
  toNftBid,
} from './nft-store.ts';

/** The end of the round after one that ended at `endsAt`: the first whole round past `now`. */
export function nextRoundEnd(endsAt: number, roundSeconds: number, now: number): number {
  const length = roundSeconds * 1000;
  return endsAt + (Math.floor(Math.max(0, now - endsAt) / length) + 1) * length;
}

/** An NFT id as clients send it (number or digits); anything else names no NFT. */
export function readNftId(fields: Fields): number | null {
  const raw = textField(fields, nftRules.nftId);
  return /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

/**
 * Charity NFT auctions. Each NFT sells its editions one round at a time:
 * - a bid must reach the round's minimum (the start price, then the leading bid + the increment);
 *   its amount is held at once (`nft_bid_hold`: available −amount, held +amount);
 * - a higher bid releases the one it beats (`nft_bid_release`), the bidder's own earlier one too;
 * - when the round ends (the upstream clock, `ends_at`), the leading bid wins: its held amount is
 *   paid (`nft_purchase`: held −amount) and donated whole to the beneficiary's account
 *   (`nft_donation`: +amount), and the next edition's round starts; a round without bids starts
 *   again. Rounds end exactly at `ends_at` (no extension for late bids).
 * Settlement runs on every simulator tick, at start, and before any read or bid, so a round is
 * settled whether or not anyone looks, and nothing is ever shown or accepted past its end.
 */
export class NftService {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly events: AccountEvents | undefined;

  constructor(db: Db, clock: Clock, events?: AccountEvents) {
    this.db = db;
    this.clock = clock;
    this.events = events;
  }

  /** Settles every round that ended by `now`. Idempotent; safe to run from several places at once. */
  async settleDue(now: number = this.clock.now()): Promise<void> {
    const due = await this.db.query<{ id: unknown }>(
      "SELECT id FROM nfts WHERE status = 'live' AND ends_at <= $1 ORDER BY ends_at, id",
      [now],
    );
    for (const row of due) await this.settleRound(Number(row.id), now);
  }

  private async settleRound(nftId: number, now: number): Promise<void> {
    const won = await this.db.transaction(async (tx) => {
      const nft = await lockNft(tx, nftId);
      if (nft?.status !== 'live' || nft.endsAt === null || nft.endsAt > now) return null;
      const bid = nft.leadingBidId === null ? undefined : await findBid(tx, nft.leadingBidId);
      if (!bid) {
        await tx.query('UPDATE nfts SET ends_at = $2 WHERE id = $1', [
          nftId,
          nextRoundEnd(nft.endsAt, nft.roundSeconds, now),
        ]);
        return null;
      }
      const account = await lockAccount(tx, bid.userId, 'real', now);
      await tx.query("UPDATE nft_bids SET status = 'won', settled_at = $2 WHERE id = $1", [bid.id, now]);
      await postEntry(tx, account, 'nft_purchase', bid.orderNo, 0n, now, -bid.amountUnits);
      const beneficiary = await lockBeneficiaryAccount(tx, now);
      await postEntry(tx, beneficiary, 'nft_donation', bid.orderNo, bid.amountUnits, now);
      const sold = nft.editionsSold + 1;
      if (sold >= nft.editions)
        await tx.query(
          "UPDATE nfts SET editions_sold = $2, status = 'sold_out', ends_at = NULL WHERE id = $1",
          [nftId, sold],
        );
      else
        await tx.query('UPDATE nfts SET editions_sold = $2, ends_at = $3 WHERE id = $1', [
          nftId,
          sold,
          nextRoundEnd(nft.endsAt, nft.roundSeconds, now),
        ]);
      return bid;
    });
    if (won) await this.announce(won.userId, won.id, now);
  }

  /** Tells the bid's owner (if listening) that their bid changed, as it is stored now. */
  private async announce(userId: number, bidId: number, now: number): Promise<void> {
    if (!this.events?.listens(userId)) return;
    const bid = await findBid(this.db, bidId);
    const nft = bid ? await findNft(this.db, bid.nftId) : undefined;
    if (bid && nft) this.events.publish(userId, { type: 'nftBidChanged', bid: toNftBid(bid, nft, now) });
  }

  /**
   * POST /user/buyNft `{ nftId, amount }`: a bid on the NFT's running round, checked in this order:
   * demo (400 DEMO_ACCOUNT_DISABLED) → nftId (400 INPUT_INVALID) → amount (10016) → a known
   * Idempotency-Key (its first bid; another request under it 10092) → identity above the KYC
   * threshold (10022) → the NFT (400 INPUT_INVALID when unknown) → round ended or sold out (10015)
   * → below the minimum bid (30002) → funds: 30004 when held funds would cover it, else 10011.
   */
  async bid(user: UserRecord, mode: AccountMode, body: Fields, key: string | null): Promise<NftBid> {
    if (mode === 'demo') throw nftDemoDisabled();
    const nftId = readNftId(body);
    if (nftId === null) throw inputInvalid('nftId');
    const amountUnits = parseUnits(textField(body, nftRules.amount), 'USDT');
    if (amountUnits === undefined || amountUnits <= 0n) throw new ApiError(Code.purchaseAmountWrong);
    const hash = createHash('sha256')
      .update(JSON.stringify([nftId, amountUnits.toString()]))
      .digest('hex');
    if (key !== null) {
      const earlier = await this.forKey(user.id, key, hash);
      if (earlier) return earlier;
    }
    const threshold = await nftKycThresholdUnits(this.db);
    if (threshold !== null && amountUnits >= threshold && user.kycStatus !== 2)
      throw new ApiError(Code.notRealNameVerified);
    const now = this.clock.now();
    await this.settleDue(now);
    let outbid: NftBidRow | null = null;
    let placed: number;
    try {
      ({ placed, outbid } = await this.db.transaction((tx) =>
        this.place(tx, user.id, nftId, amountUnits, key, hash, now),
      ));
    } catch (error) {
      if (!(error instanceof KeyTaken) || key === null) throw error;
      const earlier = await this.forKey(user.id, key, hash);
      if (!earlier) throw new ApiError(Code.operationFailed);
      return earlier;
    }
    if (outbid && outbid.userId !== user.id) await this.announce(outbid.userId, outbid.id, now);
    return this.readBid(placed, now);
  }

  private async place(
    tx: Queryable,
    userId: number,
    nftId: number,
    amountUnits: bigint,
    key: string | null,
    hash: string,
    now: number,
  ): Promise<{ placed: number; outbid: NftBidRow | null }> {
    const nft = await lockNft(tx, nftId);
    if (!nft) throw inputInvalid('nftId');
    if (nft.status !== 'live' || nft.endsAt === null || nft.endsAt <= now)
      throw new ApiError(Code.notTradable);
    if (amountUnits < minimumBidUnits(nft)) throw new ApiError(Code.belowMinimumPurchase);
    const previous = nft.leadingBidId === null ? null : ((await findBid(tx, nft.leadingBidId)) ?? null);
    const accounts = await lockInOrder(
      tx,
      previous && previous.userId !== userId ? [userId, previous.userId] : [userId],
      now,
    );
    const bidder = accounts.get(userId);
    if (!bidder) throw new Error('bidder account not locked');
    // Raising one's own leading bid: that bid's hold is released first, so it counts as available.
    const own = previous?.userId === userId ? previous.amountUnits : 0n;
    if (bidder.balance + own < amountUnits)
      throw new ApiError(
        bidder.balance + bidder.held >= amountUnits
          ? Code.fundsInsufficient
          : Code.balanceInsufficientRecharge,
      );
    if (previous) {
      const account = accounts.get(previous.userId);
      if (!account) throw new Error('outbid account not locked');
      await tx.query("UPDATE nft_bids SET status = 'outbid', settled_at = $2 WHERE id = $1", [
        previous.id,
        now,
      ]);
      await postEntry(
        tx,
        account,
        'nft_bid_release',
        previous.orderNo,
        previous.amountUnits,
        now,
        -previous.amountUnits,
      );
    }
    const { id, orderNo } = await newRecordKey(tx, 'nft_bids', 'NB', now);
    const inserted = await tx.query(
      `INSERT INTO nft_bids (id, order_no, nft_id, edition, user_id, account_id, amount_units, created_at,
         idempotency_key, request_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7::numeric, $8, $9, $10)
       ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id`,
      [id, orderNo, nftId, nft.editionsSold + 1, userId, bidder.id, amountUnits.toString(), now, key, hash],
    );
    if (inserted.length === 0) throw new KeyTaken();
    await postEntry(tx, bidder, 'nft_bid_hold', orderNo, -amountUnits, now, amountUnits);
    return { placed: id, outbid: previous };
  }

  private async forKey(userId: number, key: string, hash: string): Promise<NftBid | undefined> {
    const bid = await findBidByKey(this.db, userId, key);
    if (!bid) return undefined;
    if (bid.requestHash !== hash) throw new ApiError(Code.operationFailed);
    return this.readBid(bid.id, this.clock.now());
  }

  private async readBid(id: number, now: number): Promise<NftBid> {
    const bid = await findBid(this.db, id);
    const nft: NftRow | undefined = bid ? await findNft(this.db, bid.nftId) : undefined;
    if (!bid || !nft) throw new ApiError(Code.operationFailed);
    return toNftBid(bid, nft, now);
  }
}

/** Locks the users' real USDT accounts in ascending user id, so two bids never wait on each other. */
async function lockInOrder(
  tx: Queryable,
  userIds: readonly number[],
  now: number,
): Promise<Map<number, LockedAccount>> {
  const locked = new Map<number, LockedAccount>();
  for (const userId of [...userIds].sort((a, b) => a - b))
    locked.set(userId, await lockAccount(tx, userId, 'real', now));
  return locked;
}
