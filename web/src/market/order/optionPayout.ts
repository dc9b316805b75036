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

function payoutOfCents(stakeCents: bigint, payoutRate: string): OptionPayout {
  const profitCents = timesRateDown(stakeCents, payoutRate);
  return { stakeCents, profitCents, payoutCents: stakeCents + profitCents };
}

export function optionPayout(stake: string, payoutRate: string): OptionPayout | null {
  const stakeCents = toScaled(stake, 2);
  if (stakeCents === null || parseDecimal(payoutRate) === null) return null;
  return payoutOfCents(stakeCents, payoutRate);
}

/**
 * The smallest stake whose win pays at least `wanted` (a payout typed by the user, at most two
 * places), with what that stake really pays: the server rounds the winnings down to the cent, so
 * the pair shown is the one it will settle, and it may pay a cent or so more than was asked.
 *
 * With the rate r = n / d, a stake of s cents pays s + ⌊s·n / d⌋. That is ≥ W exactly when
 * s·(d + n) / d > W − 1, and the smallest such whole s is ⌈W·d / (d + n)⌉: it pays more than
 * W − 1 cents (so at least W), and one cent less stays below W·d / (d + n), so it pays less than W.
 * Null when the wanted payout or the rate is not readable, or the payout is not above zero.
 */
export function stakeForPayout(wanted: string, payoutRate: string): OptionPayout | null {
  const wantedCents = toScaled(wanted.trim(), 2);
  const rate = parseDecimal(payoutRate);
  if (wantedCents === null || wantedCents <= 0n || rate === null) return null;
  const denominator = 10n ** BigInt(rate.scale);
  const divisor = denominator + rate.units;
  const stakeCents = (wantedCents * denominator + divisor - 1n) / divisor;
  return payoutOfCents(stakeCents, payoutRate);
}
