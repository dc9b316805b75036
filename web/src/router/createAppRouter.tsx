import { createBrowserRouter } from 'react-router';
import { homeRoute } from '../home/routes';
import type { RouteHandle } from '../routing/routeHandle';
import { AppShell } from '../shell/AppShell';
import { shellLoader } from '../shell/shellLoader';
import { AppLoading } from './AppLoading';
import { RouteError } from './RouteError';
import { yieldToBrowser } from './yieldToBrowser';

// The build prerenders the home page itself: while React adopts that markup, the shell renders it.
const homeHandle: RouteHandle = { titleKey: homeRoute.title, adopted: true };

/** The pathless route that holds the pages, where the page table (pageRoutes.tsx) is patched in. */
const PAGES_ROUTE_ID = 'pages';

let pageTable: Promise<typeof import('./pageRoutes')> | undefined;
/** The page table's chunk, fetched once: on the first navigation away from home, or when idle. */
const loadPageTable = () => {
  pageTable ??= import('./pageRoutes');
  return pageTable;
};

/**
 * Each route's loader starts its Relay query (render-as-you-fetch). The route table holds the shell
 * and the home page; every other page is discovered on navigation (pageRoutes.tsx), so the first
 * screen carries neither the pages' code nor their entries.
 */
export function createAppRouter() {
  // The first navigation's own loaders (the shell's and the home page's queries) run in a task
  // after the router's creation rather than inside it: two shorter tasks instead of one long one.
  let starting = true;
  const afterStart =
    <Args extends unknown[], Result>(loader: (...args: Args) => Result) =>
    async (...args: Args): Promise<Awaited<Result>> => {
      if (starting) await yieldToBrowser();
      return await loader(...args);
    };
  const router = createBrowserRouter(
    [
      {
        path: '/',
        id: 'shell',
        Component: AppShell,
        loader: afterStart(shellLoader),
        // Language changes revalidate explicitly; plain navigations keep the footer's query.
        shouldRevalidate: ({ defaultShouldRevalidate, currentUrl, nextUrl }) =>
          currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false,
        errorElement: <RouteError />,
        HydrateFallback: AppLoading,
        children: [
          {
            id: PAGES_ROUTE_ID,
            errorElement: <RouteError />,
            children: [
              {
                index: true,
                Component: homeRoute.Component,
                loader: afterStart(homeRoute.loader),
                handle: homeHandle,
              },
            ],
          },
        ],
      },
    ],
    {
      // Called for a path the table does not match yet (and for paths with parameters). Every call
      // patches: the router skips routes it already has, and ignores a patch whose navigation was
      // superseded (an expired session's redirect to the login during the first page's discovery).
      async patchRoutesOnNavigation({ patch }) {
        const { pageRoutes } = await loadPageTable();
        patch(PAGES_ROUTE_ID, pageRoutes);
      },
    },
  );
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    starting = false;
    unsubscribe();
    // A tap on a link then finds the page table already here (Safari has no requestIdleCallback).
    const whenIdle = globalThis.requestIdleCallback ?? ((work: () => void) => setTimeout(work, 1000));
    whenIdle(() => void loadPageTable());
  });
  if (router.state.initialized) starting = false;
  return router;
}
