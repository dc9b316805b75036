/** The places each currency keeps (the upstream's units): BTC and ETH are not cents. */
export const currencyPlaces: Readonly<Record<string, number>> = { USDT: 2, BTC: 8, ETH: 18 };

export function placesOf(currency: string): number {
  return currencyPlaces[currency] ?? 2;
}
