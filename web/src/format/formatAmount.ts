import { formatMoney } from './formatNumber';

/**
 * An amount of USDT, BTC or ETH, exactly, without the trailing zeros of its currency's places: an
 * ETH balance keeps 18 places, which would show "0.000000000000000000". At least two places stay,
 * as money shows elsewhere: "0" → "0.00", "0.01500000" → "0.015", "150.00" → "150.00".
 */
export function formatAmount(value: string, locale: string): string {
  const trimmed = value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
  return formatMoney(trimmed, locale);
}
