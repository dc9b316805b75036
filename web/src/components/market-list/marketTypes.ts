import type { MarketType } from '../../__generated__/MarketRow_market.graphql';
import { MARKET_DETAIL_PATH } from '../../routing/paths';

export type KnownMarketType = Exclude<MarketType, '%future added value'>;

/** The five categories in the order of their upstream type codes (1 forex … 5 metals). */
export const marketTypes: readonly KnownMarketType[] = ['FOREX', 'CRYPTO', 'STOCKS', 'FUTURES', 'METALS'];

const typeCodes: Record<KnownMarketType, number> = { FOREX: 1, CRYPTO: 2, STOCKS: 3, FUTURES: 4, METALS: 5 };

export function marketTypeCode(type: MarketType): number | null {
  return type in typeCodes ? typeCodes[type as KnownMarketType] : null;
}

export function isKnownMarketType(value: unknown): value is KnownMarketType {
  return typeof value === 'string' && (marketTypes as readonly string[]).includes(value);
}

/** The market detail path, `MARKET_DETAIL_PATH?code=&type=&id=`. */
export function marketDetailPath(market: { code: string; type: MarketType; marketId: number }): string {
  const params = new URLSearchParams({
    code: market.code,
    type: String(marketTypeCode(market.type) ?? ''),
    id: String(market.marketId),
  });
  return `${MARKET_DETAIL_PATH}?${params}`;
}
