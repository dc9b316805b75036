/**
 * The paths other code links to (their routes are in the features' manifests). The market detail
 * keeps the spec's spelling (`/cruuency`) because users' links and bookmarks carry it; everywhere
 * else the feature is called the market detail.
 */
export const MARKET_DETAIL_PATH = '/cruuency';

/** The order detail is a sub-route of the account, so it can be linked, reloaded and shared. */
export function orderDetailPath(orderId: string): string {
  return `/profile/orders/${encodeURIComponent(orderId)}`;
}
