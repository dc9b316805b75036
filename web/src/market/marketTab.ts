import { isKnownMarketType, type KnownMarketType } from '../components/market-list/marketTypes';

/** A tab of the market page: one of the five categories or the user's watchlist. */
export type MarketTab = KnownMarketType | 'WATCHLIST';

/** `/market?type=crypto&code=BTCUSDT`: tab and selected market come from the URL (reloads, sharing). */
export function marketTabFromUrl(url: URL): MarketTab {
  const type = url.searchParams.get('type')?.toUpperCase();
  if (type === 'WATCHLIST') return 'WATCHLIST';
  return isKnownMarketType(type) ? type : 'CRYPTO';
}

export function marketPagePath(tab: MarketTab, code: string | null): string {
  const params = new URLSearchParams({ type: tab.toLowerCase() });
  if (code) params.set('code', code);
  return `/market?${params}`;
}
