import { formatCents, toScaled } from '@swx/contract/decimal';

/**
 * The stake field's shortcuts, in integer cents (money is never a float). The only limits an
 * options stake has are the period's minimum and the account's balance (10011): the
 * upstream knows no maximum, so the balance is the ceiling.
 */

/** Quick stakes are these multiples of the period's minimum: 10 → 10, 50, 100, 500. */
const chipMultiples = [1n, 5n, 10n, 50n];

/** Cents as the field holds a stake: whole amounts without ".00" (1000n → "10", 1050n → "10.50"). */
export function plainStake(cents: bigint): string {
  return formatCents(cents).replace(/\.00$/, '');
}

/** A stake typed as the server reads it ("10.50"), in cents; null when it is not one. */
export function stakeCents(amount: string): bigint | null {
  const cents = toScaled(amount.trim(), 2);
  return cents === null || cents <= 0n ? null : cents;
}

/**
 * The quick stakes for a period's minimum and the balance: the multiples of the minimum that the
 * balance covers. The minimum itself is always offered (when the balance is below it, choosing it
 * shows the balance shortfall and the way to top up). An unknown balance caps nothing.
 */
export function stakeChips(minAmount: string, balance: string | null): string[] {
  const minimum = stakeCents(minAmount);
  if (minimum === null) return [];
  const ceiling = balance === null ? null : toScaled(balance, 2, { signed: true });
  return chipMultiples
    .map((multiple) => minimum * multiple)
    .filter((cents, index) => index === 0 || ceiling === null || cents <= ceiling)
    .map(plainStake);
}

/**
 * The stake one step up or down (`direction` 1 or -1). A step is the period's minimum, and the
 * result never goes under the minimum: from an empty or unreadable field either step starts at
 * the minimum; a stake off the grid ("12.34") keeps its cents.
 */
export function stepStake(amount: string, minAmount: string, direction: 1 | -1): string {
  const minimum = stakeCents(minAmount);
  if (minimum === null) return amount;
  const current = stakeCents(amount);
  if (current === null) return plainStake(minimum);
  const next = current + minimum * BigInt(direction);
  return plainStake(next < minimum ? minimum : next);
}

/** Whether a step down would still change the stake (it stops at the minimum). */
export function canStepDown(amount: string, minAmount: string): boolean {
  const minimum = stakeCents(minAmount);
  const current = stakeCents(amount);
  return minimum !== null && current !== null && current > minimum;
}

/** Whether a readable stake is above the balance: known as the user types, before any request. */
export function isAboveBalance(amount: string, balance: string | null): boolean {
  const cents = stakeCents(amount);
  const available = balance === null ? null : toScaled(balance, 2, { signed: true });
  return cents !== null && available !== null && cents > available;
}
