import { formatCents, ratePercent } from '@swx/contract/decimal';
import type { TFunction } from 'i18next';
import { formatCount, formatDecimal, formatMoney } from '../../format/formatNumber';
import { optionPayout } from './optionPayout';
import type { OptionPeriod } from './useOrderForm';

/**
 * The message of a stake the form refused, from its i18n key. Below the minimum names the
 * minimum of the period chosen now ("The minimum for 60 s is 10.00 USDT"), so it follows the period.
 */
export function amountErrorText(
  t: TFunction,
  key: string,
  period: OptionPeriod | null,
  currency: string,
  locale: string,
): string {
  if (key !== 'errors.BELOW_MINIMUM_PURCHASE' || !period) return t(key);
  return belowMinimumText(t, period.period, period.minAmount, currency, locale);
}

/** "The minimum for 60 s is 10.00 USDT": the form's check and the server's refusal say it alike. */
export function belowMinimumText(
  t: TFunction,
  seconds: number,
  minimum: string,
  currency: string,
  locale: string,
): string {
  return t('order.belowMinimum', {
    period: formatCount(seconds, locale),
    amount: formatMoney(minimum, locale),
    currency,
  });
}

/** What a win pays for the stake at the period's rate ("pays 18.50 USDT"), or the rate while no stake is read. */
export function payoutWording(
  t: TFunction,
  stake: string,
  period: OptionPeriod | null,
  currency: string,
  locale: string,
): string {
  const rate = period ? formatDecimal(ratePercent(period.payoutRate) ?? period.payoutRate, locale) : '';
  const payout = period ? optionPayout(stake.trim(), period.payoutRate) : null;
  return payout && payout.stakeCents > 0n
    ? t('order.pays', { amount: formatMoney(formatCents(payout.payoutCents), locale), currency })
    : t('order.paysRate', { rate });
}
