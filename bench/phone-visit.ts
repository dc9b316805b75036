// What `bench:lighthouse --visit seen` and `bench:page-profile` share: a phone that has closed the
// intro board (shown once per browser session) and then opens the page with an empty HTTP cache.

import type { Page } from 'puppeteer-core';

/** Debian's Chromium, or the one `CHROMIUM_PATH` names. */
export const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What closing the board leaves (web/src/state/clientStore.ts): the session storage flag and its
 * hint cookie, set on the gateway's origin, and with `signedIn` a stored session on the demo account.
 * Storage is then kept; the HTTP cache is emptied.
 */
export async function closeIntroBoard(
  page: Page,
  base: string,
  signedIn: { token: string; userInfo: object } | null = null,
): Promise<void> {
  await page.goto(`${base}/healthz`);
  await page.evaluate(() => {
    sessionStorage.setItem('swx.introShown', '1');
    // biome-ignore lint/suspicious/noDocumentCookie: the app's own hint cookie, set as the app sets it
    document.cookie = 'swx_intro_shown=1; path=/; samesite=lax';
  });
  // Signed in on the demo account, as the app stores a session (web/src/state/clientStore.ts).
  if (signedIn)
    await page.evaluate(({ token, userInfo }) => {
      localStorage.setItem('swx.token', token);
      localStorage.setItem('swx.isLogin', '1');
      localStorage.setItem('swx.userInfo', JSON.stringify(userInfo));
      localStorage.setItem('swx.virtualStatus', '0');
      // The app's own cookies, set as the app sets them: signed in, the demo account, the session.
      for (const cookie of ['swx_signed_in=1', 'swx_virtual=0', `swx_session=${encodeURIComponent(token)}`]) {
        // biome-ignore lint/suspicious/noDocumentCookie: as the app writes them
        document.cookie = `${cookie}; path=/; max-age=604800; samesite=lax`;
      }
    }, signedIn);
  const session = await page.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await session.detach();
}
