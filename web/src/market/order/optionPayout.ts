import { parseDecimal, timesRateDown, toScaled } from '@swx/contract/decimal';

/**
 * What an options order can pay, in integer cents (spec money rule: no float sums). A win pays
 * the stake back plus stake × payout rate rounded down to the cent; a loss costs the stake; an
 * unchanged price refunds it. The upstream settles with the same arithmetic (`@swx/contract/decimal`).
 */
export type OptionPayout = {
  stakeCents: bigint;
  profitCents: bigint;
  payoutCents: bigint;
};

export function optionPayout(stake: string, payoutRate: string): OptionPayout | null {
  const stakeCents = toScaled(stake, 2);
  if (stakeCents === null || parseDecimal(payoutRate) === null) return null;
  const profitCents = timesRateDown(stakeCents, payoutRate);
  return { stakeCents, profitCents, payoutCents: stakeCents + profitCents };
}
