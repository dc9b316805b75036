import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { config } from './config';
import { changeLanguage, initI18n } from './i18n/i18n';
import { onSessionExpired } from './relay/environment';
import { createAppRouter } from './router/createAppRouter';
import { routerReady } from './router/routerReady';
import { clientStore } from './state/clientStore';
import { refreshSession } from './state/refreshSession';

async function start(): Promise<void> {
  await initI18n(clientStore.get().language);
  const router = createAppRouter();

  // Spec §7: on a 401 the session ends and the user goes to the login page.
  onSessionExpired(() => {
    if (router.state.location.pathname !== config.loginPath)
      void router.navigate(config.loginPath, { replace: true });
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
  // route's code and loaders are ready, then React replaces it with the same markup, live.
  await routerReady(router);
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page; the prerendered page stays until it commits.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}

void start();
