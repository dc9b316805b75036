/** Spec §2: the mobile layout is chosen by user agent, once per page load. */
export function isMobileUserAgent(userAgent: string = navigator.userAgent): boolean {
  return /Mobi|Android|iPhone|iPad/.test(userAgent);
}
