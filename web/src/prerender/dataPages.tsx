import type { i18n as I18n } from 'i18next';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  type Params,
  StaticRouterProvider,
} from 'react-router';
import {
  type ConcreteRequest,
  createOperationDescriptor,
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type Variables,
} from 'relay-runtime';
import { ChatRoute } from '../chat/ChatRoute';
import { chatPageQuery } from '../chat/chatLoader';
import { DetailRoute } from '../detail/DetailRoute';
import { detailQuery } from '../detail/detailLoader';
import { FaqRoute } from '../help/FaqRoute';
import { faqQuery } from '../help/faqLoader';
import { introductionQuery } from '../help/helpLoader';
import { IntroductionRoute } from '../help/IntroductionRoute';
import { NoticeRoute } from '../help/NoticeRoute';
import { noticeQuery } from '../help/noticeLoader';
import type { AppLanguage } from '../i18n/languages';
import { InviteRoute } from '../invite/InviteRoute';
import { invitePageQuery } from '../invite/inviteLoader';
import { MarketDetailFirstPaint } from '../market-detail/MarketDetailFirstPaint';
import { marketDetailQuery } from '../market-detail/marketDetailLoader';
import { NftsPage } from '../nfts/NftsPage';
import { nftsPageQuery } from '../nfts/nftsLoader';
import { NotificationsRoute } from '../notifications/NotificationsRoute';
import { notificationsPageQuery } from '../notifications/notificationsLoader';
import { OrderDetailRoute } from '../profile/OrderDetailRoute';
import { orderDetailQuery } from '../profile/orderDetailLoader';
import { ProfileRoute } from '../profile/ProfileRoute';
import { profilePageQuery } from '../profile/profileLoader';
import type { PageData } from '../relay/pageData';
import { MARKET_DETAIL_PATH } from '../router/paths';
import { ShellFrame } from '../shell/ShellFrame';
import { clientStore } from '../state/clientStore';
import { HydratedContext } from '../state/hydration';

/** What a page's loader asks for, from its address and language alone (the loader's own function). */
type PageQuery = (
  url: URL,
  language: AppLanguage,
  params: Params,
  /** The account in use (the spec's virtualStatus), as the request's cookie says. */
  virtualStatus: number,
  /** Whether the request's cookie says someone is signed in. */
  signedIn: boolean,
  // Null: the page is not rendered with data for this address (the prerendered page is served).
) => { value: object; query: ConcreteRequest | null; variables: Variables } | null;

type DataPage = {
  query: PageQuery;
  Component: ComponentType;
  /** The user's own data: rendered only with a session (the gateway passes it; no cache keeps it). */
  session?: true;
};

/**
 * The pages whose largest text is public data (a question, an article, a notice, a price): the gateway
 * renders them per request with their query's result, so that text is in the first paint instead
 * of arriving after the app's code and a second round trip (Lighthouse LCP ~3 s on a phone). Each
 * is the page's own component and loader query; the app replaces the markup with its own render of
 * the same data, which the page hands over (relay/pageData.ts).
 */
const nftsPage: DataPage = {
  query: (url, _language, params, _virtualStatus, signedIn) => nftsPageQuery(url, params, signedIn),
  Component: NftsPage,
};

const dataPages: Record<string, DataPage> = {
  '/help/faq': { query: faqQuery, Component: FaqRoute },
  '/help/notice': { query: noticeQuery, Component: NoticeRoute },
  '/introduction': { query: introductionQuery, Component: IntroductionRoute },
  '/detail': { query: detailQuery, Component: DetailRoute },
  // The team's hours are the support page's largest text before a conversation exists.
  '/customerservice': { query: chatPageQuery, Component: ChatRoute },
  // The live price is the market detail's largest text; its chart and Chakra come after.
  [MARKET_DETAIL_PATH]: { query: marketDetailQuery, Component: MarketDetailFirstPaint },
  // The order is the page (plain markup): without it, its LCP waited for the app and the query.
  '/profile/orders/:id': { query: orderDetailQuery, Component: OrderDetailRoute, session: true },
  // The account card, orders and ledger; the records, addresses and settings follow from the app.
  '/profile': {
    query: (url, _language, _params, virtualStatus) => profilePageQuery(url, virtualStatus),
    Component: ProfileRoute,
    session: true,
  },
  // The notifications, and the invite code with its invitees and rewards (plain markup both).
  '/profile/notification': { query: notificationsPageQuery, Component: NotificationsRoute, session: true },
  '/profile/invite': { query: invitePageQuery, Component: InviteRoute, session: true },
  // The first NFT pictures are the market's largest paint, the artwork an NFT's page's (a visitor's
  // view: signed in, the page holds the viewer's bids and is the app's to ask for).
  '/nfts': nftsPage,
  '/nfts/:id': nftsPage,
};

export const dataPagePaths = Object.keys(dataPages);
export const sessionPagePaths = dataPagePaths.filter((path) => dataPages[path]?.session);

/** The data page a path is (its pattern, as firstScreenPages names it) and the path's parameters. */
export function matchDataPage(pathname: string): { path: string; page: DataPage; params: Params } | null {
  for (const [path, page] of Object.entries(dataPages)) {
    const match = matchPath({ path, end: true }, pathname);
    if (match) return { path, page, params: match.params };
  }
  return null;
}

/**
 * The shell reads the language and session from the client store, as in the browser: a render
 * sets them first (a signed-in page needs only that someone is, not who).
 */
export function storeAsRendered(language: AppLanguage, signedIn: boolean, virtualStatus = 1): void {
  clientStore.setLanguage(language);
  clientStore.setVirtualStatus(virtualStatus);
  if (signedIn) clientStore.signIn('', { userId: 0, userName: '', email: '' });
  else clientStore.signOut();
}

/** Runs a persisted query in the gateway itself: its `data`, or null when it failed. */
export type ExecuteQuery = (
  operation: { id: string | null; text: string | null },
  variables: Variables,
) => Promise<Record<string, unknown> | null>;

export type DataPageRequest = {
  url: URL;
  language: AppLanguage;
  mobile: boolean;
  signedIn: boolean;
  /** The account in use (virtualStatus; 1, the real account, when the request named none). */
  virtualStatus: number;
  title: string;
  i18n: I18n;
  execute: ExecuteQuery;
};

/**
 * The page at `url` rendered with its data, and that data for the app to take over; null when the
 * page has no data rendering or its query failed (the gateway then serves the prerendered page).
 */
export async function renderDataPage({
  url,
  language,
  mobile,
  signedIn,
  virtualStatus,
  title,
  i18n,
  execute,
}: DataPageRequest): Promise<{ body: string; data: PageData | null } | null> {
  const matched = matchDataPage(url.pathname);
  if (!matched || (matched.page.session && !signedIn)) return null;
  const { path, page, params } = matched;
  const pageQuery = page.query(url, language, params, virtualStatus, signedIn);
  if (!pageQuery) return null;
  const { value, query, variables } = pageQuery;
  // Nothing is fetched while rendering: the store holds the query's result or the page shows its
  // placeholder, as the app would.
  const environment = new Environment({
    network: Network.create(() => Observable.create(() => undefined)),
    store: new Store(new RecordSource()),
    // No render here ever commits: without this, each query read leaves Relay's 5-minute
    // temporary retain (a timer holding the whole environment, ~20 KB a render in the gateway).
    isServer: true,
  });
  let data: PageData | null = null;
  let queryRef = null;
  if (query) {
    const result = await execute({ id: query.params.id ?? null, text: query.params.text ?? null }, variables);
    if (!result) return null;
    environment.commitPayload(createOperationDescriptor(query, variables), result);
    queryRef = loadQuery(environment, query, variables, { fetchPolicy: 'store-only' });
    data = { id: query.params.id ?? '', variables, data: result };
  }

  const { Component } = page;
  const handler = createStaticHandler([
    {
      id: 'page',
      path,
      loader: () => ({ ...value, queryRef }),
      Component: () => (
        <ShellFrame
          mobile={mobile}
          pathname={url.pathname}
          title={title}
          onPickLanguage={() => undefined}
          footer={null}
        >
          <Component />
        </ShellFrame>
      ),
    },
  ]);
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // Set just before the (synchronous) render, so another request's render cannot come in between.
  storeAsRendered(language, signedIn, virtualStatus);
  const body = renderToString(
    <HydratedContext value={false}>
      <I18nextProvider i18n={i18n}>
        <RelayEnvironmentProvider environment={environment}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </RelayEnvironmentProvider>
      </I18nextProvider>
    </HydratedContext>,
  );
  queryRef?.dispose();
  return { body, data };
}
