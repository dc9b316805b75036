/** Exact decimal strings for money and rates, in integer (BigInt) arithmetic: no float touches money. */

const decimalPattern = /^(\d+)(?:\.(\d*))?$/;

/** A non-negative decimal string as an integer scaled by 10^scale; null when not a plain decimal or too precise. */
export function toScaled(value: string, scale: number): bigint | null {
  const match = decimalPattern.exec(value.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > scale) return null;
  return BigInt(whole) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
}

/** Cents as a decimal string with two places ("12345" → "123.45"). */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const absolute = cents < 0n ? -cents : cents;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
}

/** Payout rates are compared and multiplied at this many decimal places. */
export const RATE_SCALE = 8;
const rateScale = RATE_SCALE;

/** A payout rate as a percentage without floats ("0.85" → "85", "0.875" → "87.5"). */
export function ratePercent(rate: string): string {
  const scaled = toScaled(rate, rateScale);
  if (scaled === null) return rate;
  const hundredths = scaled * 100n;
  const unit = 10n ** BigInt(rateScale);
  const whole = hundredths / unit;
  const fraction = String(hundredths % unit)
    .padStart(rateScale, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
