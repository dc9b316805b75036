import { isKnownMarketType, type KnownMarketType } from '../components/market-list/marketTypes';

/** A tab of the market page: one of the five categories or the user's watchlist. */
export type MarketTab = KnownMarketType | 'WATCHLIST';

/** The tab the URL names, or null when its `type` is missing or names no tab. */
export function marketTabNamedInUrl(url: URL): MarketTab | null {
  const type = url.searchParams.get('type')?.toUpperCase();
  if (type === 'WATCHLIST') return 'WATCHLIST';
  return isKnownMarketType(type) ? type : null;
}

/**
 * `/market?type=crypto&code=BTCUSDT`: tab and selected market come from the URL (reloads, sharing).
 * Without a tab the page shows crypto until the selected market is known, then that market's own
 * category (MarketTrade puts it in the URL).
 */
export function marketTabFromUrl(url: URL): MarketTab {
  return marketTabNamedInUrl(url) ?? 'CRYPTO';
}

export function marketPagePath(tab: MarketTab, code: string | null): string {
  const params = new URLSearchParams({ type: tab.toLowerCase() });
  if (code) params.set('code', code);
  return `/market?${params}`;
}
