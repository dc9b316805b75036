import { compareDecimal, timesRateDown } from '@swx/contract/decimal';
import type { CloseReason, Direction, OrderResult } from './options-orders.ts';

/** A recorded tick of one market. */
export type RecordedTick = { time: number; price: string };

/** What settlement needs of an order; pure data, so the rule is testable without a database. */
export type SettleableOrder = {
  direction: Direction;
  amountCents: number;
  payoutRate: string;
  openPrice: string;
  openTime: number;
  expiresAt: number;
  stopLoss: string | null;
  takeProfit: string | null;
};

export type Outcome = {
  status: 'closed' | 'failed';
  result: OrderResult;
  closeReason: CloseReason;
  closePrice: string | null;
  closeTime: number | null;
  /** Credited back to the account: stake + payout (win), stake (refund, failed), 0 (loss). */
  creditCents: number;
  /** Signed: floor(stake × rate) for a win, −stake for a loss, 0 for a refund. */
  profitCents: number;
};

/** An order whose expiry passed by more than this with no recorded tick at or after it is refunded as failed. */
export const noPriceGraceMs = 60_000;

/** Whether `price` touches the stop loss (a loss) or the take profit (a win) of the order. */
export function stopTouched(order: SettleableOrder, price: string): 'stop_loss' | 'take_profit' | null {
  const sign = order.direction === 'up' ? 1 : -1;
  if (order.stopLoss !== null && compareDecimal(price, order.stopLoss) * sign <= 0) return 'stop_loss';
  if (order.takeProfit !== null && compareDecimal(price, order.takeProfit) * sign >= 0) return 'take_profit';
  return null;
}

/** Win, loss or refund from the open and close prices alone. */
export function resultOf(direction: Direction, openPrice: string, closePrice: string): OrderResult {
  const moved = compareDecimal(closePrice, openPrice);
  if (moved === 0) return 'refund';
  return moved > 0 === (direction === 'up') ? 'win' : 'loss';
}

function closedAt(order: SettleableOrder, tick: RecordedTick, closeReason: CloseReason): Outcome {
  const result = resultOf(order.direction, order.openPrice, tick.price);
  const payout = Number(timesRateDown(order.amountCents, order.payoutRate));
  const money = {
    win: { creditCents: order.amountCents + payout, profitCents: payout },
    loss: { creditCents: 0, profitCents: -order.amountCents },
    refund: { creditCents: order.amountCents, profitCents: 0 },
  }[result];
  return { status: 'closed', result, closeReason, closePrice: tick.price, closeTime: tick.time, ...money };
}

/**
 * Settles an order from its market's recorded ticks (ascending; earlier ticks than the open are
 * ignored): the first tick after the open that touches a stop price closes it there, otherwise the
 * first tick at or after expiry closes it by expiry. With neither and `now` more than 60 s past
 * expiry it fails (refunded); otherwise it stays open (undefined).
 */
export function settle(
  order: SettleableOrder,
  ticks: readonly RecordedTick[],
  now: number,
): Outcome | undefined {
  for (const tick of ticks) {
    if (tick.time <= order.openTime) continue;
    const stop = stopTouched(order, tick.price);
    if (stop) return closedAt(order, tick, stop);
    if (tick.time >= order.expiresAt) return closedAt(order, tick, 'expiry');
  }
  if (now > order.expiresAt + noPriceGraceMs) {
    return {
      status: 'failed',
      result: 'refund',
      closeReason: 'no_price',
      closePrice: null,
      closeTime: null,
      creditCents: order.amountCents,
      profitCents: 0,
    };
  }
  return undefined;
}
