/**
 * Where a sign-in returns to: the page that sent the user to the login (or sign-up) page, carried
 * in the address as `?to=/profile/balance` so a reload or a switch between the two keeps it. Only a
 * path of this app is ever followed: an absolute or protocol-relative address (`https://…`,
 * `//evil.test`, `/\evil.test`) or a pass page is dropped, so a crafted link cannot send a user who
 * just signed in to another site.
 */
export const RETURN_PARAM = 'to';

/** The login and sign-up pages. */
const PASS_PREFIX = '/pass/';

function unsafeCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return character === '\\' || code < 0x20 || code === 0x7f;
}

/** A path of this app (with its query and hash) to return to, or null. */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  // Backslashes and control characters: browsers read `/\x` as `//x`, and strip tabs and newlines.
  if ([...value].some(unsafeCharacter)) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://app.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://app.invalid' || url.pathname.startsWith(PASS_PREFIX)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * `passPath` (the login or sign-up page) with the page to return to; no target when that page is
 * the home page (where a sign-in lands anyway) or not a page to return to.
 */
export function withReturnTarget(passPath: string, target: string | null): string {
  const safe = safeReturnPath(target);
  if (!safe || safe === '/') return passPath;
  return `${passPath}?${new URLSearchParams({ [RETURN_PARAM]: safe })}`;
}

/** The safe return target in a pass page's query (`?to=`), or null. */
export function returnTargetOf(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}
