/** A decimal text as an integer over a power of ten: "0.0005" → [5n, 10000n]. */
function fraction(value: string): [bigint, bigint] {
  const [whole = '0', places = ''] = value.trim().split('.');
  const scale = 10n ** BigInt(places.length);
  return [BigInt(whole) * scale + BigInt(places || '0'), scale];
}

/** Interest for the full term: principal × daily rate × the days after the interest-free ones, down to the cent. */
export function totalInterestCents(
  amount: bigint,
  dailyRate: string,
  term: number,
  freeDays: number,
): bigint {
  const [numerator, scale] = fraction(dailyRate);
  const days = BigInt(Math.max(0, term - freeDays));
  return (amount * numerator * days) / scale;
}

/** Decimal places of a collateral's minor unit (satoshi, wei). */
export const collateralPlaces: Readonly<Record<string, number>> = { BTC: 8, ETH: 18 };

/**
 * Collateral held for a principal: principal × ratio ÷ price, rounded up to the coin's minor unit
 * (the upstream's rule). Answers the amount as a decimal text.
 */
export function collateralFor(amountCents: bigint, ratio: string, price: string, places: number): string {
  const [ratioNum, ratioScale] = fraction(ratio);
  const [priceNum, priceScale] = fraction(price);
  if (priceNum === 0n) return '0';
  const unit = 10n ** BigInt(places);
  // amountCents/100 × ratioNum/ratioScale ÷ (priceNum/priceScale), in minor units, rounded up.
  const numerator = amountCents * ratioNum * priceScale * unit;
  const denominator = 100n * ratioScale * priceNum;
  const minor = (numerator + denominator - 1n) / denominator;
  const text = minor.toString().padStart(places + 1, '0');
  return `${text.slice(0, -places)}.${text.slice(-places)}`;
}

/** The date a loan approved today would be due: today + term days. */
export function repaymentDate(term: number, from = Date.now()): string {
  return new Date(from + term * 86_400_000).toISOString();
}
