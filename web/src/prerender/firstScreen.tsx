import i18next, { type i18n as I18n } from 'i18next';
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
import { SocialCallbackUnanswered, SocialCallbackWaiting } from '../pass/social/SocialCallbackRoute';
import type { PageData } from '../relay/pageData';
import { MARKET_DETAIL_PATH } from '../router/paths';
import { IntroBoard } from '../shell/IntroBoard';
import { PageFallback, pagePrerendered, ShellFrame } from '../shell/ShellFrame';
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
 * A page with a prerendered first paint (one of the router's static paths). Its header comes from
 * shell/pageHeaders.ts, which the app's page fallback reads too.
 */
export type FirstScreenPage = {
  /** The page title's key (the document title and the mobile top bar). */
  title: string;
  /**
   * The first paint's body when it is more than the header and placeholder rows: the parts that
   * need no data, with their data's placeholders. The client never renders these itself (they
   * would bring the page's code into the first route): it replaces the markup with the page
   * (createRoot, not hydrateRoot), whose same parts have the same sizes, so its largest text has
   * painted once, before any script.
   */
  firstPaint?: () => ReactNode;
  /**
   * The route's modules, which the page preloads with the app and everything they import
   * (web/build/routePreloads.ts; sources from web/, the build fails on a name that is not in its
   * manifest): asked for at once rather than one import level after another, once the first paint
   * is on screen (each of these pages paints before its code: a frame, its content or its data).
   */
  modules?: string[];
  /**
   * The first paint when a form is posted to the page (a provider's answer to the sign-in
   * callback): the gateway serves it for a POST, with the posted fields after #root.
   */
  posted?: () => ReactNode;
};

const nftsModules = ['src/nfts/NftsPage.tsx', 'src/nfts/nftsLoader.ts'];

export const firstScreenPages: Record<string, FirstScreenPage> = {
  '/': { title: 'titles.home' },
  '/market': { title: 'titles.market' },
  [MARKET_DETAIL_PATH]: { title: 'titles.marketDetail' },
  '/pass/login': { title: 'titles.login' },
  '/pass/register': { title: 'titles.register' },
  '/pass/reset': { title: 'titles.reset' },
  // Where a provider posts its answer: "Signing in with …" paints before the code that signs in; a
  // visit with nothing posted says at once that no sign-in came.
  ...Object.fromEntries(
    (['google', 'facebook'] as const).map((provider) => [
      `/api/loginCallback/${provider}`,
      {
        title: 'titles.socialCallback',
        firstPaint: () => <SocialCallbackUnanswered provider={provider} />,
        posted: () => <SocialCallbackWaiting provider={provider} />,
        modules: ['src/pass/social/SocialCallbackRoute.tsx'],
      },
    ]),
  ),
  '/help': {
    title: 'titles.help',
    firstPaint: () => <HelpCentre search={<HelpSearchSkeleton />} legal={<TextSkeleton lines={3} />} />,
    modules: ['src/help/HelpRoute.tsx', 'src/help/helpLoader.ts'],
  },
  '/help/faq': { title: 'titles.faq', modules: ['src/help/FaqRoute.tsx', 'src/help/faqLoader.ts'] },
  '/help/notice': {
    title: 'titles.notice',
    modules: ['src/help/NoticeRoute.tsx', 'src/help/noticeLoader.ts'],
  },
  '/detail': {
    title: 'titles.detail',
    modules: ['src/detail/DetailRoute.tsx', 'src/detail/detailLoader.ts'],
  },
  '/introduction': {
    title: 'titles.introduction',
    modules: ['src/help/IntroductionRoute.tsx', 'src/help/helpLoader.ts'],
  },
  '/customerservice': {
    title: 'titles.customerService',
    modules: ['src/chat/ChatRoute.tsx', 'src/chat/chatLoader.ts'],
  },
  // Their risk warning (in the header's fallback) is the largest text: the Chakra pages come after.
  '/trading': {
    title: 'titles.trading',
    modules: ['src/smart/TradingRoute.tsx', 'src/smart/tradingLoader.ts'],
  },
  '/loan': { title: 'titles.loan', modules: ['src/loan/LoanRoute.tsx', 'src/loan/loanLoader.ts'] },
  '/nfts': { title: 'titles.nfts', modules: nftsModules },
  // Any NFT's page (the gateway matches `:id`): a visitor's arrives with the NFT (dataPages).
  '/nfts/:id': { title: 'titles.nfts', modules: nftsModules },
  '/profile': {
    title: 'titles.profile',
    modules: ['src/profile/ProfileRoute.tsx', 'src/profile/profileLoader.ts'],
  },
  // Any order's detail (the gateway matches `:id`): the frame paints before the code and the order.
  '/profile/orders/:id': {
    title: 'titles.orderDetail',
    modules: ['src/profile/OrderDetailRoute.tsx', 'src/profile/orderDetailLoader.ts'],
  },
  '/profile/balance': { title: 'titles.balance' },
  '/profile/balance/withdraw': { title: 'titles.withdraw' },
  '/profile/notification': {
    title: 'titles.notifications',
    modules: ['src/notifications/NotificationsRoute.tsx', 'src/notifications/notificationsLoader.ts'],
  },
  '/profile/invite': {
    title: 'titles.invite',
    modules: ['src/invite/InviteRoute.tsx', 'src/invite/inviteLoader.ts'],
  },
};

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
  /** The account in use (the spec's virtualStatus), from the request's cookie; 1 when absent. */
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
  storeAsRendered(language, signedIn);

  const page = firstScreenPages[path];
  const pageTitle = i18n.t(page?.title ?? 'titles.home');
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
                ((posted ? page?.posted : page?.firstPaint)?.() ?? <PageFallback pathname={path} />)
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
    // A first paint the client does not render itself is replaced, not adopted (see firstPaint).
    key: page?.firstPaint
      ? 'replace'
      : prerenderKey({ path, language, mobile, signedIn, intro: mobile && intro }),
  };
}
