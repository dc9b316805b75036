import { compareDecimal, formatCents } from '@swx/contract/decimal';
import { optionPayout } from '../order/optionPayout';

export type EstimatedResult = 'WIN' | 'LOSS' | 'REFUND';

/** What a running up/down order would pay if it settled at `nowPrice`: its result and signed profit. */
export type PositionEstimate = { result: EstimatedResult; profit: string };

/**
 * The settlement rule of the upstream applied to the live price instead of the close tick: a price
 * moved the order's way wins stake × payout rate (rounded down to the cent), moved against it loses
 * the stake, unchanged refunds it (profit 0). Null when a figure is not a decimal. Only an estimate:
 * the order settles on the first recorded tick at expiry, or earlier on a stop loss or take profit.
 */
export function positionEstimate(
  direction: 'UP' | 'DOWN',
  stake: string,
  payoutRate: string,
  openPrice: string,
  nowPrice: string,
): PositionEstimate | null {
  const payout = optionPayout(stake, payoutRate);
  if (!payout) return null;
  let moved: number;
  try {
    moved = compareDecimal(nowPrice, openPrice);
  } catch {
    return null;
  }
  if (moved === 0) return { result: 'REFUND', profit: '0.00' };
  return moved > 0 === (direction === 'UP')
    ? { result: 'WIN', profit: formatCents(payout.profitCents) }
    : { result: 'LOSS', profit: formatCents(-payout.stakeCents) };
}
