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

/** The login page's search parameter naming the page to come back to (`/pass/login?to=/cruuency?code=…`). */
export const LOGIN_RETURN_PARAM = 'to';

/** The login page that brings the user back to `path` (a path of this app, with its query) after it. */
export function loginReturningTo(path: string): string {
  return `/pass/login?${new URLSearchParams({ [LOGIN_RETURN_PARAM]: path })}`;
}
