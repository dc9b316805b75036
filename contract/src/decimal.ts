/**
 * Exact arithmetic on the decimal strings money, prices and rates travel as: a value is a BigInt
 * scaled by a power of ten, never a float. The reference upstream validates and settles orders with
 * it and the web app checks and previews them with it, so both count alike. It imports nothing: the
 * web app bundles `@swx/contract/decimal` alone, without the schemas (and valibot).
 */

/** `units / 10^scale`: "-12.50" is `{ units: -1250n, scale: 2 }`. */
export type ScaledDecimal = { units: bigint; scale: number };

type Sign = {
  /** Accept a leading "-" (ledger amounts, profits). Money staked, prices and rates are never negative. */
  signed?: boolean;
};

/**
 * The contract's decimal string (`Decimal` in common.ts): digits, optionally a point and at least
 * one more digit, optionally a leading "-". No "+", exponent, spaces, ".5" or "5.".
 */
export const decimalPattern = /^(-?)(\d+)(?:\.(\d+))?$/;

/** A decimal string at the places it is written with; null unless a plain (by default non-negative) decimal. */
export function parseDecimal(text: string, { signed = false }: Sign = {}): ScaledDecimal | null {
  const match = decimalPattern.exec(text);
  if (!match) return null;
  const [, sign, whole = '', fraction = ''] = match;
  if (sign && !signed) return null;
  const units = BigInt(whole + fraction);
  return { units: sign ? -units : units, scale: fraction.length };
}

/**
 * A decimal string as an integer at a fixed scale ("10.5" at 2 → 1050n, the cents); null when it
 * is not a plain decimal, carries more places than `scale` or is negative without `signed`.
 */
export function toScaled(text: string, scale: number, sign: Sign = {}): bigint | null {
  const parsed = parseDecimal(text, sign);
  if (!parsed || parsed.scale > scale) return null;
  return parsed.units * 10n ** BigInt(scale - parsed.scale);
}

/**
 * An amount of money as it is typed and sent: at most 12 integer digits and 2 places, so its cents
 * stay a safe integer.
 */
export const amountPattern = /^\d{1,12}(\.\d{1,2})?$/;

/** "10.5" → 1050n; null unless an amount (`amountPattern`): no sign, no spaces, no third place. */
export function amountCents(text: string): bigint | null {
  return amountPattern.test(text) ? toScaled(text, 2) : null;
}

/** An integer at a scale as a decimal string with exactly `scale` places: (-1005n, 2) → "-10.05". */
export function formatScaled(units: bigint, scale: number): string {
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  const point = digits.length - scale;
  const fraction = scale > 0 ? `.${digits.slice(point)}` : '';
  return `${units < 0n ? '-' : ''}${digits.slice(0, point)}${fraction}`;
}

/** Cents as money with two places: 1050 → "10.50", -10000 → "-100.00". */
export function formatCents(cents: bigint | number): string {
  return formatScaled(BigInt(cents), 2);
}

/**
 * Exact order of two decimal strings, whatever places they carry ("1.10" equals "1.1"): -1, 0 or
 * 1. Throws a RangeError when either is not a decimal: callers compare values they validated.
 */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const x = parseDecimal(a, { signed: true });
  const y = parseDecimal(b, { signed: true });
  if (!x || !y) throw new RangeError(`not decimals: ${a}, ${b}`);
  const scale = Math.max(x.scale, y.scale);
  const left = x.units * 10n ** BigInt(scale - x.scale);
  const right = y.units * 10n ** BigInt(scale - y.scale);
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * An amount in minor units times a rate, rounded down (toward −∞) to the minor unit: the winnings
 * of a stake at a payout rate (1099 cents × "0.85" = 934.15 → 934). Throws a RangeError unless the
 * rate is a non-negative decimal.
 */
export function timesRateDown(units: bigint | number, rate: string): bigint {
  const parsed = parseDecimal(rate);
  if (!parsed) throw new RangeError(`not a rate: ${rate}`);
  const product = BigInt(units) * parsed.units;
  const divisor = 10n ** BigInt(parsed.scale);
  const quotient = product / divisor; // BigInt division truncates toward zero
  return product < 0n && quotient * divisor !== product ? quotient - 1n : quotient;
}

/**
 * A rate as a percentage, exactly and without trailing zeros: "0.85" → "85", "0.875" → "87.5",
 * "1" → "100", "0.0005" → "0.05". Null unless the rate is a non-negative decimal.
 */
export function ratePercent(rate: string): string | null {
  const parsed = parseDecimal(rate);
  if (!parsed) return null;
  // × 100 moves the point two places right: the same units at two places fewer.
  const text =
    parsed.scale >= 2
      ? formatScaled(parsed.units, parsed.scale - 2)
      : formatScaled(parsed.units * 10n ** BigInt(2 - parsed.scale), 0);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
