/** A USDT amount as typed: digits with at most 2 places, above zero. */
export const usdtPattern = /^\d{1,12}(\.\d{1,2})?$/;

/** "12.5" → 1250n; null when not a USDT amount. Integer cents, never a float. */
export function toCents(value: string): bigint | null {
  const text = value.trim();
  if (!usdtPattern.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** 1250n → "12.50". */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
