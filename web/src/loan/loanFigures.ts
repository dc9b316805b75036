import { formatScaled } from '@swx/contract/decimal';
import { collateralFor, dayMs } from '@swx/contract/loan-terms';

/** Decimal places of a collateral's minor unit (satoshi, wei). */
export const collateralPlaces: Readonly<Record<string, number>> = { BTC: 8, ETH: 18 };

/**
 * The collateral the upstream would hold for a principal (the contract's rule, rounded up to the
 * coin's minor unit) as a decimal text; none for nothing borrowed, null when the price cannot value it.
 */
export function collateralText(
  amountCents: bigint,
  ratio: string,
  price: string,
  places: number,
): string | null {
  if (amountCents === 0n) return formatScaled(0n, places);
  const units = collateralFor(amountCents, ratio, price, places);
  return units === null ? null : formatScaled(units, places);
}

/** The date a loan approved today would be due: today + term days. */
export function repaymentDate(term: number, from = Date.now()): string {
  return new Date(from + term * dayMs).toISOString();
}
