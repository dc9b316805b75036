/** User agents that get the mobile layout (the gateway reads it too, for the prerendered page). */
export const mobileUserAgentPattern = /Mobi|Android|iPhone|iPad/;

/** The mobile layout is chosen by user agent, once per page load. */
export function isMobileUserAgent(userAgent: string = navigator.userAgent): boolean {
  return mobileUserAgentPattern.test(userAgent);
}
