import { createHash } from 'node:crypto';
import { compareDecimal, formatCents } from '@swx/contract/decimal';
import type { Clock } from '../clock.ts';
import { type Db, type Queryable, toNumber, toText } from '../db/db.ts';
import { type Fields, optionalTextField, textField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError, validationError } from '../http/envelope.ts';
import { orderRules } from '../http/input-rules.ts';
import { type AccountMode, lockAccount, postEntry } from '../ledger/ledger.ts';
import type { MarketSimulator } from '../market/market-simulator.ts';
import { isPositiveDecimal, parseCents } from './money.ts';
import { findOptionPeriod, loadOptionsLever } from './option-periods.ts';
import {
  type Direction,
  findOrder,
  insertOrder,
  type OptionsOrder,
  toOptionsOrder,
} from './options-orders.ts';

/** An idempotency key answers with its first order for this long. */
export const idempotencyTtlMs = 24 * 3_600_000;
/** The open tick must be this recent: a stalled simulator refuses orders (10015) rather than open on an old price. */
export const maxOpenTickAgeMs = 10_000;

type BuyRequest = {
  code: string;
  direction: string;
  amount: string;
  limitTime: number;
  stopLoss: string | null;
  takeProfit: string | null;
};

function readRequest(body: Fields): BuyRequest {
  const limitTime = textField(body, orderRules.limitTime);
  return {
    code: textField(body, orderRules.code),
    direction: textField(body, orderRules.direction).toLowerCase(),
    amount: textField(body, orderRules.amount),
    limitTime: /^\d{1,9}$/.test(limitTime) ? Number(limitTime) : Number.NaN,
    stopLoss: optionalTextField(body, orderRules.stopLoss),
    takeProfit: optionalTextField(body, orderRules.takeProfit),
  };
}

/** The same order asked twice hashes the same: mode and normalised fields, in a fixed order. */
function requestHash(mode: AccountMode, request: BuyRequest): string {
  const cents = parseCents(request.amount);
  const canonical = JSON.stringify([
    mode,
    request.code,
    request.direction,
    cents === undefined ? request.amount : formatCents(cents),
    request.limitTime,
    request.stopLoss,
    request.takeProfit,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** Thrown inside the buy transaction when another request committed the same key first. */
class KeyTaken extends Error {}

export class OptionsService {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly simulator: MarketSimulator;

  constructor(db: Db, clock: Clock, simulator: MarketSimulator) {
    this.db = db;
    this.clock = clock;
    this.simulator = simulator;
  }

  /**
   * POST /order/buyOptions. A known Idempotency-Key with the same request answers its first order
   * (moving no money), with another request 10092; otherwise the request is validated in the
   * contract's order and the stake debited and the order inserted in one transaction. `key` is
   * already checked (`orderRules.idempotencyKey`).
   */
  async buy(userId: number, mode: AccountMode, body: Fields, key: string | null): Promise<OptionsOrder> {
    const request = readRequest(body);
    const hash = requestHash(mode, request);
    if (key !== null) {
      const earlier = await this.orderForKey(userId, key, hash);
      if (earlier) return earlier;
    }
    try {
      return await this.open(userId, mode, request, key, hash);
    } catch (error) {
      if (!(error instanceof KeyTaken) || key === null) throw error;
      const earlier = await this.orderForKey(userId, key, hash);
      if (!earlier) throw new ApiError(Code.operationFailed);
      return earlier;
    }
  }

  /** The order a live key produced (same request), 10092 for another request, undefined for a new key. */
  private async orderForKey(userId: number, key: string, hash: string): Promise<OptionsOrder | undefined> {
    const now = this.clock.now();
    await this.db.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND created_at < $3', [
      userId,
      key,
      now - idempotencyTtlMs,
    ]);
    const rows = await this.db.query<{ request_hash: unknown; order_id: unknown }>(
      'SELECT request_hash, order_id FROM idempotency_keys WHERE user_id = $1 AND key = $2',
      [userId, key],
    );
    const row = rows[0];
    if (!row) return undefined;
    if (toText(row.request_hash) !== hash) throw new ApiError(Code.operationFailed);
    const order = await findOrder(this.db, toNumber(row.order_id));
    if (!order) throw new ApiError(Code.operationFailed);
    return toOptionsOrder(order);
  }

  private async latestTick(code: string): Promise<{ time: number; price: string } | undefined> {
    const rows = await this.db.query<{ time: unknown; price: unknown }>(
      'SELECT time, price::text AS price FROM market_ticks WHERE market_code = $1 AND time <= $2 ORDER BY time DESC LIMIT 1',
      [code, this.clock.now()],
    );
    const row = rows[0];
    return row ? { time: toNumber(row.time), price: toText(row.price) } : undefined;
  }

  private async open(
    userId: number,
    mode: AccountMode,
    request: BuyRequest,
    key: string | null,
    hash: string,
  ): Promise<OptionsOrder> {
    const instrument = this.simulator.instrument(request.code);
    if (!instrument) throw new ApiError(Code.optionsProductWrong);
    if (request.direction !== 'up' && request.direction !== 'down') throw new ApiError(Code.operationFailed);
    const direction: Direction = request.direction;
    const amountCents = parseCents(request.amount);
    if (amountCents === undefined || amountCents <= 0) throw new ApiError(Code.purchaseAmountWrong);
    const period = Number.isInteger(request.limitTime)
      ? await findOptionPeriod(this.db, request.limitTime)
      : undefined;
    if (!period) throw new ApiError(Code.periodNotFound);

    const now = this.clock.now();
    const openTick = await this.latestTick(instrument.code);
    const expiresAt = (openTick?.time ?? now) + period.limitTime * 1000;
    if (
      !openTick ||
      now - openTick.time > maxOpenTickAgeMs ||
      !this.simulator.isTradable(instrument.code, now) ||
      !this.simulator.isTradable(instrument.code, expiresAt)
    )
      throw new ApiError(Code.notTradable);
    // The period's minimum comes with the refusal, so the client names it ("the minimum for 60 s is …").
    if (amountCents < (parseCents(period.minAmount) ?? 0))
      throw new ApiError(Code.belowMinimumPurchase, 200, { field: 'amount', minimum: period.minAmount });
    this.checkStopPrices(direction, openTick.price, request);
    const lever = await loadOptionsLever(this.db);

    return this.db.transaction(async (tx) => {
      const account = await lockAccount(tx, userId, mode, now);
      if (account.balance < BigInt(amountCents)) throw new ApiError(Code.balanceInsufficientRecharge);
      const order = await insertOrder(
        tx,
        {
          userId,
          accountId: account.id,
          mode,
          code: instrument.code,
          appName: instrument.appName,
          direction,
          amountCents,
          limitTime: period.limitTime,
          payoutRate: period.payoutRate,
          lever,
          stopLoss: request.stopLoss,
          takeProfit: request.takeProfit,
          openPrice: openTick.price,
          openTime: openTick.time,
        },
        now,
      );
      await postEntry(tx, account, 'options_stake', order.orderNo, -amountCents, now);
      if (key !== null) await this.claimKey(tx, userId, key, hash, order.id, now);
      return toOptionsOrder(order);
    });
  }

  /** Up: stop loss < open < take profit; down: take profit < open < stop loss. */
  private checkStopPrices(direction: Direction, openPrice: string, request: BuyRequest): void {
    const sign = direction === 'up' ? 1 : -1;
    if (request.stopLoss !== null) {
      const ok =
        isPositiveDecimal(request.stopLoss) && compareDecimal(request.stopLoss, openPrice) * sign < 0;
      if (!ok) throw validationError('PRICES_UNREASONABLE', 'stopLoss');
    }
    if (request.takeProfit !== null) {
      const ok =
        isPositiveDecimal(request.takeProfit) && compareDecimal(request.takeProfit, openPrice) * sign > 0;
      if (!ok) throw validationError('PRICES_UNREASONABLE', 'takeProfit');
    }
  }

  private async claimKey(
    tx: Queryable,
    userId: number,
    key: string,
    hash: string,
    orderId: number,
    now: number,
  ) {
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (user_id, key, request_hash, order_id, created_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, key) DO NOTHING RETURNING key`,
      [userId, key, hash, orderId, now],
    );
    if (claimed.length === 0) throw new KeyTaken();
  }
}
