import { clientStore } from '../state/clientStore';
import { isMobileUserAgent } from '../state/isMobileUserAgent';

/**
 * Whether the intro board opens over the first page (a mobile session's first visit, spec §2): it
 * covers the whole screen, and closing it goes to the home page or to sign-up.
 */
export function introBoardOpensAtStart(): boolean {
  return isMobileUserAgent() && !clientStore.get().introShown;
}
