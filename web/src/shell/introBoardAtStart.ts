import { clientStore } from '../state/clientStore';
import { isMobileUserAgent } from '../state/isMobileUserAgent';

/**
 * The intro board greets a mobile session that starts on the home page (once per
 * browser session). A session that starts anywhere else — a shared link to a market, the login
 * page after a session expired — came for that page: it never gets the board, whose Continue
 * would send someone who came to log in to sign-up. main.tsx settles it before the first render.
 */
export function settleIntroBoardAtStart(pathname: string): void {
  if (pathname !== '/' && isMobileUserAgent() && !clientStore.get().introShown) clientStore.markIntroShown();
}
