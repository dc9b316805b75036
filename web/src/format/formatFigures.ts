/** Home-page marketing figures, formatted from the operator's numbers (never literals in code). */

/** "3800000000" → "3.8B" (in the interface language's compact notation). */
export function formatCompact(value: number | string, locale: string): string {
  return new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(
    Number(value),
  );
}

/** 350 → "350+". */
export function formatAtLeast(value: number, locale: string): string {
  return `${new Intl.NumberFormat(locale).format(value)}+`;
}

/** "0.003" → "0.3%". */
export function formatRate(value: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(Number(value));
}
