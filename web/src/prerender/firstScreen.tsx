import i18next, { type i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { RelayEnvironmentProvider } from 'react-relay';
import { StaticRouter } from 'react-router';
import { Environment, Network, Observable, RecordSource, Store } from 'relay-runtime';
import { homeRoute } from '../home/routes';
import { type AppLanguage, isAppLanguage, isRtl, languages, languageTags } from '../i18n/languages';
import type { PageData } from '../relay/pageData';
import { pageManifests } from '../router/manifests';
import { type Screen, screensOf } from '../routing/routeManifest';
import { IntroBoard } from '../shell/IntroBoard';
import { PageFallback, ShellFrame } from '../shell/ShellFrame';
import { hintCookies, sessionCookie } from '../state/clientStore';
import { HydratedContext } from '../state/hydration';
import { mobileUserAgentPattern } from '../state/isMobileUserAgent';
import { priceColorsCookie } from '../state/priceColors';
import {
  dataPagePaths,
  type ExecuteQuery,
  matchDataPage,
  renderDataPage,
  sessionPagePaths,
  storeAsRendered,
} from './dataPages';
import { prerenderKey } from './prerenderKey';

/**
 * The first paint, rendered at build time (web/build/prerender.ts) into one index.html per page,
 * language, layout and session state: the same components the browser renders, without data
 * (figures and lists show their placeholders). The gateway picks the file per request.
 */

/**
 * A page with a prerendered first paint: a screen of a route's manifest (its path, header or
 * fallback, first paint, posted first paint, the modules it preloads), with the route's title.
 */
export type FirstScreenPage = Screen & {
  /** The page title's key (the document title and the mobile top bar). */
  title: string;
};

/** Every screen of every page's manifest, by path. */
export const firstScreenPages: Record<string, FirstScreenPage> = Object.fromEntries([
  [homeRoute.path, { path: homeRoute.path, title: homeRoute.title }],
  ...pageManifests.flatMap((route) =>
    screensOf(route).map((screen) => [screen.path, { ...screen, title: route.title }]),
  ),
]);

export { hintCookies, languages, mobileUserAgentPattern, priceColorsCookie, sessionCookie };

/** VITE_DEFAULT_LANGUAGE when valid: it wins over the browser's language (see defaultLanguage). */
export const configuredLanguage: AppLanguage | null = isAppLanguage(import.meta.env.VITE_DEFAULT_LANGUAGE)
  ? import.meta.env.VITE_DEFAULT_LANGUAGE
  : null;

const translations = import.meta.glob<Record<string, unknown>>('../locales/*.json', {
  eager: true,
  import: 'default',
});

export type FirstScreen = {
  path: string;
  language: AppLanguage;
  mobile: boolean;
  signedIn: boolean;
  /** A first mobile visit of the session: the intro board is open over the page. */
  intro: boolean;
  /** The page as a form's POST answers it (FirstScreenPage.posted). */
  posted?: boolean;
};

export type RenderedFirstScreen = {
  body: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  /** What the markup was rendered for (#root's data-prerendered; see prerenderKey). */
  key: string;
};

// Queries (the signed-in account chip's) never answer here: their parts render as placeholders.
const idleEnvironment = new Environment({
  network: Network.create(() => Observable.create(() => undefined)),
  store: new Store(new RecordSource()),
  isServer: true,
});

const i18nInstances = new Map<AppLanguage, Promise<I18n>>();

/** One i18next instance per language, with every section of its file (made once, then shared). */
function i18nFor(language: AppLanguage): Promise<I18n> {
  let instance = i18nInstances.get(language);
  if (!instance) {
    const i18n = i18next.createInstance();
    instance = i18n
      .use(initReactI18next)
      .init({
        resources: { [language]: { translation: translations[`../locales/${language}.json`] ?? {} } },
        lng: language,
        interpolation: { escapeValue: false },
        returnNull: false,
      })
      .then(() => i18n);
    i18nInstances.set(language, instance);
  }
  return instance;
}

/**
 * A page with public data rendered per request with that data (the gateway, at run time; see
 * dataPages): the body for #root, replaced by the app (key 'replace'), and the data it hands over.
 * Null when the page has none or its query failed: the gateway serves the prerendered page.
 */
export async function renderPageWithData(request: {
  url: URL;
  language: AppLanguage;
  mobile: boolean;
  signedIn: boolean;
  /** The account in use as the wire's virtualStatus (1 real), from the request's cookie; 1 when absent. */
  virtualStatus?: number;
  execute: ExecuteQuery;
}): Promise<{ body: string; key: 'replace'; data: PageData | null } | null> {
  const i18n = await i18nFor(request.language);
  const path = matchDataPage(request.url.pathname)?.path ?? request.url.pathname;
  const title = i18n.t(firstScreenPages[path]?.title ?? 'titles.home');
  const page = await renderDataPage({ ...request, virtualStatus: request.virtualStatus ?? 1, title, i18n });
  return page && { ...page, key: 'replace' };
}

export { dataPagePaths, sessionPagePaths };

export async function renderFirstScreen({
  path,
  language,
  mobile,
  signedIn,
  intro,
  posted = false,
}: FirstScreen): Promise<RenderedFirstScreen> {
  const i18n = await i18nFor(language);
  const page = firstScreenPages[path];
  const firstPaint = await (posted ? page?.posted : page?.firstPaint)?.();
  storeAsRendered(language, signedIn);

  const pageTitle = i18n.t(page?.title ?? 'titles.home');
  const adopted = path === homeRoute.path;
  // The markup the app renders while it adopts this page (HydratedContext false: placeholders).
  const body = renderToString(
    <HydratedContext value={false}>
      <I18nextProvider i18n={i18n}>
        <RelayEnvironmentProvider environment={idleEnvironment}>
          <StaticRouter location={path}>
            <ShellFrame
              mobile={mobile}
              pathname={path}
              screen={page}
              title={pageTitle}
              onPickLanguage={() => undefined}
              footer={null}
              overlays={mobile && intro ? <IntroBoard /> : null}
            >
              {adopted ? homeRoute.prerendered() : (firstPaint ?? <PageFallback screen={page} />)}
            </ShellFrame>
          </StaticRouter>
        </RelayEnvironmentProvider>
      </I18nextProvider>
    </HydratedContext>,
  );
  return {
    body,
    lang: languageTags[language],
    dir: isRtl(language) ? 'rtl' : 'ltr',
    title: `${pageTitle} · ${i18n.t('app.name')}`,
    // A first paint the client does not render itself is replaced, not adopted (see firstPaint).
    key: page?.firstPaint
      ? 'replace'
      : prerenderKey({ path, language, mobile, signedIn, intro: mobile && intro }),
  };
}
