import { formatScaled, timesRateDown, toScaled } from '@swx/contract/decimal';
import { placesOf } from './currencyPlaces';

export type WithdrawalQuote = { fee: string; received: string };

/**
 * What a withdrawal of `amount` costs and pays out, as the upstream computes it: the fee is
 * amount × feeRate rounded down at the currency's places and comes out of the amount. Null while
 * the amount is not a positive number at those places.
 */
export function quoteWithdrawal(amount: string, feeRate: string, currency: string): WithdrawalQuote | null {
  const places = placesOf(currency);
  const units = toScaled(amount.trim(), places);
  if (units === null || units <= 0n) return null;
  const fee = timesRateDown(units, feeRate);
  return { fee: formatScaled(fee, places), received: formatScaled(units - fee, places) };
}
