import { LOGIN_RETURN_PARAM } from '../routing/loginReturn';

/**
 * Where an expired session left the user (main.tsx puts it in the login page's history state, so
 * a reload of the login page keeps it): a path of this app, never another origin or a pass page.
 */
export function expiredFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('expiredFrom' in state)) return null;
  return appPath(state.expiredFrom);
}

/**
 * Where a page that asked for the login wants the user back (`?to=`), under the same rule: a path
 * of this app, never another origin or a pass page.
 */
export function askedFrom(search: string): string | null {
  return appPath(new URLSearchParams(search).get(LOGIN_RETURN_PARAM));
}

function appPath(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return null;
  if (path.includes('\\') || path.startsWith('/pass/')) return null;
  return path;
}
