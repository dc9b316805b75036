import type { CollateralCurrency, LoanCollateral } from '@swx/contract';
import type { Queryable } from '../db/db.ts';
import { toNumber } from '../db/db.ts';

/** Each collateral currency is valued at its USDT market's recorded price (the simulator's ticks). */
export const collateralMarkets: Record<CollateralCurrency, string> = { BTC: 'BTCUSDT', ETH: 'ETHUSDT' };

export const collateralCurrencies = Object.keys(collateralMarkets) as CollateralCurrency[];

export function isCollateralCurrency(value: string): value is CollateralCurrency {
  return (collateralCurrencies as string[]).includes(value);
}

/** A price older than this no longer values collateral: the loan waits for the market (10015). */
export const collateralPriceMaxAgeMs = 10 * 60 * 1000;

/** The last price recorded for the currency's market within the age bound, with its time. */
export async function collateralPrice(
  db: Queryable,
  currency: CollateralCurrency,
  now: number,
): Promise<{ price: string; at: number } | undefined> {
  const rows = await db.query(
    `SELECT price::text AS price, time FROM market_ticks
     WHERE market_code = $1 AND time <= $2 AND time > $3 ORDER BY time DESC LIMIT 1`,
    [collateralMarkets[currency], now, now - collateralPriceMaxAgeMs],
  );
  const row = rows[0];
  return row && typeof row.price === 'string' ? { price: row.price, at: toNumber(row.time) } : undefined;
}

/** The collateral options with their current recorded prices (null while none is recent). */
export async function collateralOptions(db: Queryable, now: number): Promise<LoanCollateral[]> {
  const options: LoanCollateral[] = [];
  for (const currency of collateralCurrencies) {
    const recorded = await collateralPrice(db, currency, now);
    options.push({
      currency,
      marketCode: collateralMarkets[currency],
      price: recorded?.price ?? null,
      priceAt: recorded?.at ?? null,
    });
  }
  return options;
}
