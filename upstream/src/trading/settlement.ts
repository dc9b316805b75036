import { formatCents } from '@swx/contract/decimal';
import type { Db, Queryable } from '../db/db.ts';
import { lockAccount, postEntry } from '../ledger/ledger.ts';
import {
  type CreatedNotification,
  insertNotification,
  publishNotifications,
} from '../notifications/notifications.ts';
import type { AccountEvents } from './account-events.ts';
import {
  findOrder,
  type OrderRecord,
  orderColumns,
  toOptionsOrder,
  toOrderRecord,
} from './options-orders.ts';
import { noPriceGraceMs, type Outcome, type RecordedTick, settle, stopTouched } from './settlement-rule.ts';

/** The recorded ticks that can decide an order: after its open, up to the first one at or after expiry. */
export async function decidingTicks(db: Queryable, order: OrderRecord): Promise<RecordedTick[]> {
  const rows = await db.query<{ time: unknown; price: unknown }>(
    `SELECT time, price::text AS price FROM market_ticks
     WHERE market_code = $1 AND time > $2
       AND time <= COALESCE((SELECT min(time) FROM market_ticks WHERE market_code = $1 AND time >= $3), $3)
     ORDER BY time`,
    [order.code, order.openTime, order.expiresAt],
  );
  return rows.map((row) => ({ time: Number(row.time), price: String(row.price) }));
}

/**
 * Closes an open order with its outcome, credits the account and notifies the user, in one
 * transaction with the account locked. Idempotent: `UPDATE … WHERE status = 'open'` lets only one of
 * two racing sweeps close it (the other gets null).
 */
export async function applyOutcome(
  db: Db,
  order: OrderRecord,
  outcome: Outcome,
  now: number,
): Promise<CreatedNotification | null> {
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, order.userId, order.mode, now);
    const closed = await tx.query(
      `UPDATE options_orders SET status = $2, result = $3, close_reason = $4, close_price = $5, close_time = $6,
         profit_cents = $7, settled_at = $8
       WHERE id = $1 AND status = 'open' RETURNING id`,
      [
        order.id,
        outcome.status,
        outcome.result,
        outcome.closeReason,
        outcome.closePrice,
        outcome.closeTime,
        outcome.profitCents,
        now,
      ],
    );
    if (closed.length === 0) return null;
    if (outcome.creditCents > 0) {
      const reason = outcome.result === 'win' ? 'options_payout' : 'options_refund';
      await postEntry(tx, account, reason, order.orderNo, outcome.creditCents, now);
    }
    return insertNotification(
      tx,
      order.userId,
      {
        type: 'optionsOrderSettled',
        reference: order.orderNo,
        currency: 'USDT',
        amount: formatCents(outcome.profitCents),
        remark: outcome.result,
      },
      now,
    );
  });
}

/** Settles open orders on the simulator's clock, from recorded ticks only. */
export class Settlement {
  private readonly db: Db;
  private readonly events: AccountEvents | undefined;

  /** `events` hears of every order this settles, after its transaction committed. */
  constructor(db: Db, events?: AccountEvents) {
    this.db = db;
    this.events = events;
  }

  private async settleFromHistory(order: OrderRecord, now: number): Promise<void> {
    const outcome = settle(order, await decidingTicks(this.db, order), now);
    if (!outcome) return;
    const notification = await applyOutcome(this.db, order, outcome, now);
    if (!notification) return;
    if (!this.events?.listens(order.userId)) return;
    // Read back as stored, so the event carries exactly what getOptionsOrderById answers.
    const settled = await findOrder(this.db, order.id);
    if (settled)
      this.events.publish(order.userId, { type: 'optionsOrderSettled', order: toOptionsOrder(settled) });
    await publishNotifications(this.db, this.events, [notification]);
  }

  /**
   * After a tick at `time` was recorded: orders of the markets that ticked whose stop price this
   * tick touches, or whose expiry it reached, are settled from their recorded ticks; then orders
   * stuck past expiry with no price (market closed, server down) are failed and refunded.
   */
  async afterTick(time: number): Promise<void> {
    const candidates = await this.db.query(
      `SELECT ${orderColumns}, t.price::text AS tick_price
       FROM options_orders o JOIN market_ticks t ON t.market_code = o.code AND t.time = $1
       WHERE o.status = 'open' AND o.open_time < $1`,
      [time],
    );
    for (const row of candidates) {
      const order = toOrderRecord(row);
      if (time >= order.expiresAt || stopTouched(order, String(row.tick_price)) !== null)
        await this.settleFromHistory(order, time);
    }
    const stale = await this.db.query(
      `SELECT ${orderColumns} FROM options_orders WHERE status = 'open' AND expires_at < $1 ORDER BY seq`,
      [time - noPriceGraceMs],
    );
    for (const row of stale) await this.settleFromHistory(toOrderRecord(row), time);
  }

  /** Every open order (e.g. left open by a restart), settled from the recorded ticks as of `now`. */
  async sweep(now: number): Promise<void> {
    const open = await this.db.query(
      `SELECT ${orderColumns} FROM options_orders WHERE status = 'open' ORDER BY seq`,
    );
    for (const row of open) await this.settleFromHistory(toOrderRecord(row), now);
  }
}
