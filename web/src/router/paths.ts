/**
 * The paths the route table (createAppRouter.tsx) serves that other code links to. The market
 * detail keeps the spec's spelling (`/cruuency`, spec §2) because users' links and bookmarks carry
 * it; everywhere else the feature is called the market detail.
 */
export const MARKET_DETAIL_PATH = '/cruuency';

/** The order detail is a sub-route of the account, so it can be linked, reloaded and shared. */
export function orderDetailPath(orderId: string): string {
  return `/profile/orders/${encodeURIComponent(orderId)}`;
}
