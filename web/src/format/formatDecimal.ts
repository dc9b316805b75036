/**
 * Groups the integer digits of a decimal string ("64123.50" → "64,123.50") without turning it into
 * a float, so no digit of the price the server sent is lost.
 */
export function formatDecimal(value: string): string {
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(value.trim());
  if (!match) return value;
  const [, sign = '', whole = '', fraction = ''] = match;
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
}
