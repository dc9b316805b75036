import type { Currency } from '@swx/contract';
import { formatScaled, toScaled } from '@swx/contract/decimal';

/** The contract's currency names, declared once there. */
export type { Currency };

export const currencies: readonly Currency[] = ['USDT', 'BTC', 'ETH'];

/**
 * Places kept per currency: USDT in cents as the options slice always did, BTC in satoshis, ETH in
 * wei. Balances are integers of these minor units (numeric(40,0) in the database, bigint here).
 */
export const currencyScale: Record<Currency, number> = { USDT: 2, BTC: 8, ETH: 18 };

export function isCurrency(value: string): value is Currency {
  return (currencies as readonly string[]).includes(value);
}

/**
 * "0.015" BTC → 1_500_000n; undefined unless a non-negative decimal with at most 20 integer digits
 * and the currency's places (more places are refused, never rounded away).
 */
export function parseUnits(text: string, currency: Currency): bigint | undefined {
  const scale = currencyScale[currency];
  if (!new RegExp(`^\\d{1,20}(\\.\\d{1,${scale}})?$`).test(text)) return undefined;
  return toScaled(text, scale) ?? undefined;
}

/** Minor units as the currency's decimal string: (1_500_000n, 'BTC') → "0.01500000". */
export function formatUnits(units: bigint, currency: Currency): string {
  return formatScaled(units, currencyScale[currency]);
}

/** A numeric(40,0) column (number from PGlite for small values, string otherwise) as a bigint. */
export function toUnits(value: unknown): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return BigInt(value);
  throw new TypeError(`expected an integer column, got ${String(value)}`);
}
