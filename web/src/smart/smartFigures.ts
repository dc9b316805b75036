import { fromCents, toCents } from '../format/cents';

/** A decimal fraction as an integer over a power of ten: "0.0035" → [35n, 10000n]. */
function fraction(value: string): [bigint, bigint] {
  const [whole = '0', places = ''] = value.trim().split('.');
  const scale = 10n ** BigInt(places.length);
  return [BigInt(whole) * scale + BigInt(places || '0'), scale];
}

/**
 * What a plan would pay over `days` at a daily yield, rounded down to the cent per cycle as the
 * upstream pays it: amount × yield × cycleDays per cycle, days / cycleDays cycles.
 */
export function profitCents(amount: bigint, dailyYield: string, days: number, cycleDays: number): bigint {
  const [numerator, scale] = fraction(dailyYield);
  const perCycle = (amount * numerator * BigInt(cycleDays)) / scale;
  return perCycle * BigInt(Math.floor(days / cycleDays));
}

/** The early-exit penalty the upstream keeps: amount × rate, rounded down to the cent. */
export function penaltyCents(amount: bigint, rate: string): bigint {
  const [numerator, scale] = fraction(rate);
  return (amount * numerator) / scale;
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
  const cents = toCents(text);
  if (cents === null || cents <= 0n) return { ok: false, reason: 'format' };
  const min = toCents(range.minAmount) ?? 0n;
  const max = toCents(range.maxAmount) ?? 0n;
  if (cents < min || cents > max) return { ok: false, reason: 'range' };
  if (balance !== null && cents > (toCents(balance) ?? 0n)) return { ok: false, reason: 'balance' };
  return { ok: true, cents };
}

export { fromCents };
