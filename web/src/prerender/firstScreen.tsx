import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { RelayEnvironmentProvider } from 'react-relay';
import { StaticRouter } from 'react-router';
import { Environment, Network, Observable, RecordSource, Store } from 'relay-runtime';
import { TextSkeleton } from '../components/ui/text-skeleton';
import { HelpCentre } from '../help/HelpRoute';
import { HelpSearchSkeleton } from '../help/HelpSearch';
import { HomePage } from '../home/HomePage';
import { type AppLanguage, isAppLanguage, isRtl, languages, languageTags } from '../i18n/languages';
import { MARKET_DETAIL_PATH } from '../router/paths';
import { IntroBoard } from '../shell/IntroBoard';
import { PageFallback, pagePrerendered, ShellFrame } from '../shell/ShellFrame';
import { clientStore, hintCookies } from '../state/clientStore';
import { HydratedContext } from '../state/hydration';
import { mobileUserAgentPattern } from '../state/isMobileUserAgent';
import { priceColorsCookie } from '../state/priceColors';
import { prerenderKey } from './prerenderKey';

/**
 * The first paint, rendered at build time (web/build/prerender.ts) into one index.html per page,
 * language, layout and session state: the same components the browser renders, without data
 * (figures and lists show their placeholders). The gateway picks the file per request.
 */

/** Page title keys of the pages with a prerendered first paint (the router's static paths). */
export const prerenderedPages: Record<string, string> = {
  '/': 'titles.home',
  '/market': 'titles.market',
  [MARKET_DETAIL_PATH]: 'titles.marketDetail',
  '/pass/login': 'titles.login',
  '/pass/register': 'titles.register',
  '/pass/reset': 'titles.reset',
  '/help': 'titles.help',
  '/help/faq': 'titles.faq',
  '/help/notice': 'titles.notice',
  '/detail': 'titles.detail',
  '/introduction': 'titles.introduction',
  '/customerservice': 'titles.customerService',
  '/trading': 'titles.trading',
  '/loan': 'titles.loan',
  '/nfts': 'titles.nfts',
  '/profile': 'titles.profile',
  '/profile/balance': 'titles.balance',
  '/profile/balance/withdraw': 'titles.withdraw',
  '/profile/notification': 'titles.notifications',
  '/profile/invite': 'titles.invite',
};

/**
 * Pages whose first paint is more than their header: the parts that need no data, with their
 * data's placeholders. The client never renders these itself (they would bring the page's code
 * into the first route): it replaces the markup with the page (createRoot, not hydrateRoot), whose
 * same parts have the same sizes, so its largest text has painted once, before any script.
 */
const firstPaints: Record<string, () => ReactNode> = {
  '/help': () => <HelpCentre search={<HelpSearchSkeleton />} legal={<TextSkeleton lines={3} />} />,
};

/**
 * The modules of pages whose index.html preloads their route (web/build/routePreloads.ts): the
 * pages without Chakra whose largest text is data (sources from web/; the build fails on a name
 * that is not in it). The home page needs none of them; pages with Chakra would preload it all.
 */
export const routeModules: Record<string, string[]> = {
  '/help': ['src/help/HelpRoute.tsx', 'src/help/helpLoader.ts'],
  '/help/faq': ['src/help/FaqRoute.tsx', 'src/help/faqLoader.ts'],
  '/help/notice': ['src/help/NoticeRoute.tsx', 'src/help/noticeLoader.ts'],
  '/introduction': ['src/help/IntroductionRoute.tsx', 'src/help/helpLoader.ts'],
  '/detail': ['src/detail/DetailRoute.tsx', 'src/detail/detailLoader.ts'],
  '/customerservice': ['src/chat/ChatRoute.tsx', 'src/chat/chatLoader.ts'],
};

export { hintCookies, languages, mobileUserAgentPattern, priceColorsCookie };

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
});

export async function renderFirstScreen({
  path,
  language,
  mobile,
  signedIn,
  intro,
}: FirstScreen): Promise<RenderedFirstScreen> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    resources: { [language]: { translation: translations[`../locales/${language}.json`] ?? {} } },
    lng: language,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // The shell reads the language and session from the client store, as in the browser.
  clientStore.setLanguage(language);
  if (signedIn) clientStore.signIn('', { userId: 0, userName: '', email: '' });
  else clientStore.signOut();

  const titleKey = prerenderedPages[path] ?? 'titles.home';
  const pageTitle = i18n.t(titleKey);
  // The markup the app renders while it adopts this page (HydratedContext false: placeholders).
  const body = renderToString(
    <HydratedContext value={false}>
      <I18nextProvider i18n={i18n}>
        <RelayEnvironmentProvider environment={idleEnvironment}>
          <StaticRouter location={path}>
            <ShellFrame
              mobile={mobile}
              pathname={path}
              title={pageTitle}
              onPickLanguage={() => undefined}
              footer={null}
              overlays={mobile && intro ? <IntroBoard /> : null}
            >
              {pagePrerendered(path) ? (
                <HomePage queryRef={null} />
              ) : (
                (firstPaints[path]?.() ?? <PageFallback pathname={path} />)
              )}
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
    // A first paint the client does not render itself is replaced, not adopted (see firstPaints).
    key: firstPaints[path]
      ? 'replace'
      : prerenderKey({ path, language, mobile, signedIn, intro: mobile && intro }),
  };
}
