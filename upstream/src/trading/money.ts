/**
 * What the upstream accepts as money and prices, on the shared exact decimals
 * (`@swx/contract/decimal`: BigInt, no float ever touches a balance). Amounts become integer cents
 * (bigint in the database, safe integers here).
 */
import { parseDecimal, type ScaledDecimal, toScaled } from '@swx/contract/decimal';

/** An amount: at most 12 integer digits and 2 places, so its cents stay a safe integer. */
const amountPattern = /^\d{1,12}(\.\d{1,2})?$/;
/** A price or rate: at most 15 integer digits and 12 places. */
const boundedDecimalPattern = /^\d{1,15}(\.\d{1,12})?$/;

/** "10.5" → 1050; undefined unless a non-negative decimal with at most 12 integer digits and 2 places. */
export function parseCents(text: string): number | undefined {
  if (!amountPattern.test(text)) return undefined;
  const cents = toScaled(text, 2);
  return cents === null ? undefined : Number(cents);
}

/** A non-negative price or rate within the bounds above, as an exact fraction; undefined otherwise. */
export function parseBoundedDecimal(text: string): ScaledDecimal | undefined {
  if (!boundedDecimalPattern.test(text)) return undefined;
  return parseDecimal(text) ?? undefined;
}

export function isPositiveDecimal(text: string): boolean {
  const parsed = parseBoundedDecimal(text);
  return parsed !== undefined && parsed.units > 0n;
}
