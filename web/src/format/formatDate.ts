/**
 * Intl's date formats by locale and style, made once: building one costs a phone tens of
 * milliseconds (a profile of the notices page at Lighthouse's 4× slowdown spent 109 ms in four of
 * them), formatting with one is cheap.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, style: 'date' | 'minutes' | 'seconds'): Intl.DateTimeFormat {
  const key = `${locale} ${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      ...(style === 'minutes' ? { timeStyle: 'short' } : style === 'seconds' ? { timeStyle: 'medium' } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/** A date (and optionally time) in the interface language. */
export function formatDate(iso: string, locale: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(locale, withTime ? 'minutes' : 'date').format(date);
}

/** A date and time to the second (order ticks: a period can be a few seconds long). */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(locale, 'seconds').format(date);
}
