import { numberFormat } from '../format/formatNumber';

/**
 * Money that moved, with its sign always written ("+80.00", "-100.00", "0.00"), exactly, without
 * the trailing zeros of its currency's places but two at least (as format/formatAmount writes an
 * amount): money in and out is told by sign and words, never by colour alone.
 */
export function formatSignedMoney(raw: string, locale: string): string {
  const value = raw.includes('.') ? raw.replace(/0+$/, '').replace(/\.$/, '') : raw;
  const match = /^-?\d+(?:\.(\d+))?$/.exec(value);
  if (!match) return value;
  const places = Math.max(match[1]?.length ?? 0, 2);
  return numberFormat(locale, {
    signDisplay: 'exceptZero',
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  }).format(value as Intl.StringNumericLiteral);
}
