import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { config } from './config';
import { stopCapturingEarlyClicks } from './earlyClicks';
import { warmNumberFormats } from './format/formatNumber';
import { changeLanguage, initI18n } from './i18n/i18n';
import { languageTags } from './i18n/languages';
import { prerenderKey } from './prerender/prerenderKey';
import { createAppRouter } from './router/createAppRouter';
import { routerReady } from './router/routerReady';
import { yieldToBrowser } from './router/yieldToBrowser';
import { settleIntroBoardAtStart } from './shell/introBoardAtStart';
import { clientStore, freezeHydrationState } from './state/clientStore';
import { setAdoptsPrerender } from './state/hydration';
import { isMobileUserAgent } from './state/isMobileUserAgent';
import { refreshSession } from './state/refreshSession';

/** Whether #root holds the prerendered page the app is about to render at `path` (see prerenderKey). */
function rendersPrerenderedPage(container: HTMLElement, path: string): boolean {
  const { language, isLogin, introShown } = clientStore.get();
  const mobile = isMobileUserAgent();
  const key = prerenderKey({
    path,
    language,
    mobile,
    signedIn: isLogin,
    intro: mobile && !introShown,
  });
  return container.dataset.prerendered === key;
}

async function start(): Promise<void> {
  // The app's code has just been evaluated (a task of its own); then the texts, then the router.
  await yieldToBrowser();
  await initI18n(clientStore.get().language);
  await yieldToBrowser();
  warmNumberFormats(languageTags[clientStore.get().language]);
  await yieldToBrowser();
  settleIntroBoardAtStart(window.location.pathname);
  const router = createAppRouter();

  // On a 401 the session ends and the user goes to the login page, which says why and
  // returns there after the login (pass/sessionReturn).
  clientStore.onSessionExpired(() => {
    // A 401 from the loaders of a navigation under way: back to where the user was going.
    const { pathname, search } = router.state.navigation.location ?? router.state.location;
    if (pathname !== config.loginPath)
      void router.navigate(config.loginPath, { replace: true, state: { expiredFrom: pathname + search } });
  });

  // A language switch loads its bundle, then reruns the loaders whose queries take a language.
  let language = clientStore.get().language;
  clientStore.subscribe(() => {
    const next = clientStore.get().language;
    if (next === language) return;
    language = next;
    void changeLanguage(next).then(() => router.revalidate());
  });

  refreshSession();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // index.html may hold the page prerendered at build time: it stays on screen until the first
  // route's code and loaders are ready. When it is what the app renders at first, React adopts
  // that markup as it is (hydrateRoot): no element is created, nothing restyled or laid out again;
  // the data parts then render in place of their placeholders (App). Otherwise React replaces it.
  await routerReady(router);
  await yieldToBrowser();
  // Where the first navigation ended (a loader may have redirected: an expired session to log in).
  const adopting = rendersPrerenderedPage(container, router.state.location.pathname);
  const app = (
    <StrictMode>
      <App router={router} adopting={adopting} />
    </StrictMode>
  );
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page; the prerendered page stays until it commits.
  if (adopting) {
    setAdoptsPrerender(true);
    freezeHydrationState();
    // React handles taps on the markup it adopts from now on (the earlier one is replayed by App).
    stopCapturingEarlyClicks();
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

void start();
