import { safeReturnPath } from '../routing/returnTarget';

/**
 * Where an expired session left the user (main.tsx puts it in the login page's history state, so
 * a reload of the login page keeps it): a path of this app, never another origin or a pass page.
 */
export function expiredFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('expiredFrom' in state)) return null;
  return safeReturnPath(state.expiredFrom);
}
