import { amountCents } from '@swx/contract/decimal';
import { profitPerCycle } from '@swx/contract/smart-terms';

/** What a plan would pay over `days` at a daily yield: the upstream's pay per cycle, for each cycle. */
export function profitCents(amount: bigint, dailyYield: string, days: number, cycleDays: number): bigint {
  return profitPerCycle(amount, dailyYield, cycleDays) * BigInt(Math.floor(days / cycleDays));
}

export type AmountCheck =
  | { ok: true; cents: bigint }
  | { ok: false; reason: 'empty' | 'format' | 'range' | 'balance' };

/** The amount field, checked as typed: a USDT amount inside the product's range and the balance. */
export function checkAmount(
  text: string,
  range: { minAmount: string; maxAmount: string },
  balance: string | null,
): AmountCheck {
  if (text.trim() === '') return { ok: false, reason: 'empty' };
  const cents = amountCents(text.trim());
  if (cents === null || cents <= 0n) return { ok: false, reason: 'format' };
  const min = amountCents(range.minAmount) ?? 0n;
  const max = amountCents(range.maxAmount) ?? 0n;
  if (cents < min || cents > max) return { ok: false, reason: 'range' };
  if (balance !== null && cents > (amountCents(balance) ?? 0n)) return { ok: false, reason: 'balance' };
  return { ok: true, cents };
}
