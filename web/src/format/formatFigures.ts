/** Home-page marketing figures, formatted from the operator's numbers (never literals in code). */
import { formatCount, numberFormat } from './formatNumber';

/** "3800000000" → "3.8B" (in the interface language's compact notation). */
export function formatCompact(value: number | string, locale: string): string {
  return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(Number(value));
}

/** 350 → "350+". */
export function formatAtLeast(value: number, locale: string): string {
  return `${formatCount(value, locale)}+`;
}
