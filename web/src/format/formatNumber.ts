/**
 * Numbers in the interface language, as dates are (formatDate.ts): `de`, `fr` and others group
 * and separate digits differently from `en`. A decimal string from the API is formatted from the
 * string itself, which Intl.NumberFormat reads exactly (ES2023), so no digit is lost to a float.
 * Every app language writes Latin digits, `ar` too (web/README.md, "Numbers").
 */

const formats = new Map<string, Intl.NumberFormat>();

/** One Intl.NumberFormat per locale and options: costly to build, cheap to use at every tick. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = locale + JSON.stringify(options);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * Builds the money format (two places) once, ahead of the first figure: a page's first
 * Intl.NumberFormat costs ~14 ms (ICU's data; ~55 ms on a slow phone), which main.tsx pays in a
 * task of its own instead of inside the first render that shows a balance or a price.
 */
export function warmNumberFormats(locale: string): void {
  formatMoney('0', locale);
}

/**
 * A decimal string with between `min` and `max` places, both computed from the places it has; as
 * sent when it is not a plain decimal (or asks for more than the 100 places Intl writes).
 */
function formatText(
  value: string,
  locale: string,
  places: (own: number) => [min: number, max: number],
  options?: Intl.NumberFormatOptions,
): string {
  const match = /^-?\d+(?:\.(\d+))?$/.exec(value);
  if (!match) return value;
  const [min, max] = places(match[1]?.length ?? 0);
  if (max > 100) return value;
  return numberFormat(locale, { ...options, minimumFractionDigits: min, maximumFractionDigits: max }).format(
    value as Intl.StringNumericLiteral,
  );
}

const own = (places: number): [number, number] => [places, places];

/** A price or figure with the places the API gave it: "64123.50" → "64,123.50" (en), "64.123,50" (de). */
export function formatDecimal(value: string, locale: string): string {
  return formatText(value, locale, own);
}

/** Money, with at least two places: "10" → "10.00" (en), "-1234.5" → "-1 234,50" (fr). */
export function formatMoney(value: string, locale: string): string {
  return formatText(value, locale, (places) => own(Math.max(places, 2)));
}

/** A figure already in percent, with its places: "-1.27" → "-1.27%"; `signed` gives a rise its "+" ("+1,27 %" in de). */
export function formatPercent(value: string, locale: string, signed = false): string {
  return formatText(value, locale, own, {
    style: 'unit',
    unit: 'percent',
    signDisplay: signed ? 'exceptZero' : 'auto',
  });
}

/** A rate as a percentage, exactly and without trailing zeros: "0.875" → "87.5%", "0.80" → "80%". */
export function formatRate(rate: string, locale: string): string {
  return formatText(rate, locale, (places) => [0, Math.max(places - 2, 0)], { style: 'percent' });
}

/** A count or other integer: 1234 → "1,234" (en), "1.234" (de). */
export function formatCount(value: number, locale: string): string {
  return numberFormat(locale).format(value);
}
