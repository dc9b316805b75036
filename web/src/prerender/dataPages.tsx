import type { i18n as I18n } from 'i18next';
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
  createOperationDescriptor,
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type Variables,
} from 'relay-runtime';
import type { AppLanguage } from '../i18n/languages';
import type { PageData } from '../relay/pageData';
import { pageManifests } from '../router/manifests';
import { type DataPage, type RouteManifest, type Screen, screensOf } from '../routing/routeManifest';
import { ShellFrame } from '../shell/ShellFrame';
import type { KnownAccountMode } from '../state/accountMode';
import { clientStore } from '../state/clientStore';
import { HydratedContext } from '../state/hydration';
import { accountModeOf } from '../state/virtualStatus';

/**
 * The pages whose largest text is public data (a question, an article, a notice, a price): the gateway
 * renders them per request with their query's result, so that text is in the first paint instead
 * of arriving after the app's code and a second round trip (Lighthouse LCP ~3 s on a phone). Each
 * is a route's data page in its manifest (the page's own component and loader query, at each of its
 * screens); the app replaces the markup with its own render of the same data, which the page hands
 * over (relay/pageData.ts).
 */
type RenderedDataPage = { route: RouteManifest; screen: Screen; data: DataPage };

const dataPages: RenderedDataPage[] = pageManifests.flatMap((route) => {
  const { data } = route;
  return data ? screensOf(route).map((screen) => ({ route, screen, data })) : [];
});

export const dataPagePaths = dataPages.map(({ screen }) => screen.path);
export const sessionPagePaths = dataPages.filter(({ data }) => data.session).map(({ screen }) => screen.path);

/** The data page a path is (its pattern, as firstScreenPages names it) and the path's parameters. */
export function matchDataPage(
  pathname: string,
): (RenderedDataPage & { path: string; params: Params }) | null {
  for (const page of dataPages) {
    const match = matchPath({ path: page.screen.path, end: true }, pathname);
    if (match) return { ...page, path: page.screen.path, params: match.params };
  }
  return null;
}

/**
 * The shell reads the language and session from the client store, as in the browser: a render
 * sets them first (a signed-in page needs only that someone is, not who).
 */
export function storeAsRendered(
  language: AppLanguage,
  signedIn: boolean,
  accountMode: KnownAccountMode = 'REAL',
): void {
  clientStore.setLanguage(language);
  clientStore.setAccountMode(accountMode);
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
  /** The account in use, as the gateway read it from the request's cookie: the wire's virtualStatus. */
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
  if (!matched || (matched.data.session && !signedIn)) return null;
  const { path, route, screen, data: dataPage, params } = matched;
  const accountMode = accountModeOf(virtualStatus);
  const pageQuery = (await dataPage.query())(url, language, params, accountMode, signedIn);
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

  const Component = await (dataPage.component ?? route.page)();
  const handler = createStaticHandler([
    {
      id: 'page',
      path,
      loader: () => ({ ...value, queryRef }),
      Component: () => (
        <ShellFrame
          mobile={mobile}
          pathname={url.pathname}
          screen={screen.path === url.pathname ? screen : undefined}
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
  storeAsRendered(language, signedIn, accountMode);
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
