/** A request's Cookie header as name to raw value. */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}

/** A cookie's value as the browser wrote it (encodeURIComponent); null when absent or malformed. */
function cookieValue(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The price colour preferences (web/src/state/priceColors.ts): the attribute the page's CSS reads. */
const PRICE_COLORS = new Set(['red-up', 'green-up']);

/** The user's price colours, from their cookie, when they chose one. */
export function priceColorsOf(
  cookies: Map<string, string>,
  cookieName: string | undefined,
): string | undefined {
  const colors = cookieName ? cookies.get(cookieName) : undefined;
  return colors && PRICE_COLORS.has(colors) ? colors : undefined;
}

/**
 * The browser's session from the cookies the app mirrors it in (web/src/state/clientStore.ts): its
 * token and the account in use. Null without a readable token.
 */
export function sessionOf(
  cookies: Map<string, string>,
  names: { session?: string; accountMode?: string },
): { token: string; virtualStatus: number } | null {
  const token = names.session ? cookieValue(cookies.get(names.session)) : null;
  if (!token) return null;
  const mode = names.accountMode ? cookies.get(names.accountMode) : undefined;
  // virtualStatus 1 (the default) is the real account, anything else the demo one.
  const virtualStatus = mode !== undefined && /^\d$/.test(mode) ? Number(mode) : 1;
  return { token, virtualStatus };
}
