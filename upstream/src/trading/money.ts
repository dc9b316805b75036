/**
 * What the upstream accepts as money and prices, on the shared exact decimals
 * (`@swx/contract/decimal`: BigInt, no float ever touches a balance). Amounts become integer cents
 * (bigint in the database, safe integers here).
 */
import { amountCents, parseDecimal, type ScaledDecimal } from '@swx/contract/decimal';

/** A price or rate: at most 15 integer digits and 12 places. */
const boundedDecimalPattern = /^\d{1,15}(\.\d{1,12})?$/;

/** "10.5" → 1050; undefined unless an amount (`amountPattern`: at most 12 integer digits and 2 places). */
export function parseCents(text: string): number | undefined {
  const cents = amountCents(text);
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
