import { RATE_SCALE as rateScale, toScaled } from '../../format/decimal';

/**
 * What an options order can pay, in integer cents (spec money rule: no float sums). A win pays
 * the stake back plus stake × payout rate rounded down to the cent; a loss costs the stake; an
 * unchanged price refunds it.
 */
export type OptionPayout = {
  stakeCents: bigint;
  profitCents: bigint;
  payoutCents: bigint;
};

export function optionPayout(stake: string, payoutRate: string): OptionPayout | null {
  const stakeCents = toScaled(stake, 2);
  const rate = toScaled(payoutRate, rateScale);
  if (stakeCents === null || rate === null) return null;
  // BigInt division truncates, which is rounding down for these non-negative values.
  const profitCents = (stakeCents * rate) / 10n ** BigInt(rateScale);
  return { stakeCents, profitCents, payoutCents: stakeCents + profitCents };
}
