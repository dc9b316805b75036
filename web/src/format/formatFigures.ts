/** Home-page figures, formatted from measured or operator-stated numbers (never literals in code). */
import { numberFormat } from './formatNumber';

/** "3800000000" → "3.8B" (in the interface language's compact notation). */
export function formatCompact(value: number | string, locale: string): string {
  return numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(Number(value));
}
