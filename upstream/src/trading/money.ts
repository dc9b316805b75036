/**
 * Exact money and price arithmetic on decimal strings: amounts are integer cents (bigint in the
 * database, safe integers here), rates and prices are compared and multiplied with BigInt. No float
 * ever touches a balance.
 */

const amountPattern = /^\d{1,12}(\.\d{1,2})?$/;
const decimalPattern = /^\d{1,15}(\.\d{1,12})?$/;

/** "10.5" → 1050; undefined unless a non-negative decimal with at most 2 places. */
export function parseCents(text: string): number | undefined {
  if (!amountPattern.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1050 → "10.50", -10000 → "-100.00". */
export function formatCents(cents: number | bigint): string {
  const value = BigInt(cents);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** A non-negative decimal string as an exact fraction `units / 10^scale`; undefined when malformed. */
export function parseDecimal(text: string): { units: bigint; scale: number } | undefined {
  if (!decimalPattern.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  return { units: BigInt(whole + fraction), scale: fraction.length };
}

export function isPositiveDecimal(text: string): boolean {
  const parsed = parseDecimal(text);
  return parsed !== undefined && parsed.units > 0n;
}

/** Exact comparison of two non-negative decimal strings: -1, 0 or 1. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  if (!x || !y) throw new RangeError(`not decimals: ${a}, ${b}`);
  const scale = Math.max(x.scale, y.scale);
  const left = x.units * 10n ** BigInt(scale - x.scale);
  const right = y.units * 10n ** BigInt(scale - y.scale);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** floor(cents × rate) for a decimal rate string ("0.85" → 85/100), in exact integer math. */
export function centsTimesRate(cents: number, rate: string): number {
  const parsed = parseDecimal(rate);
  if (!parsed) throw new RangeError(`not a rate: ${rate}`);
  return Number((BigInt(cents) * parsed.units) / 10n ** BigInt(parsed.scale));
}
