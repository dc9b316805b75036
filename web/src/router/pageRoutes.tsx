import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import type { RouteHandle } from '../routing/routeHandle';
import { type RouteManifest, screensOf } from '../routing/routeManifest';
import { pageManifests } from './manifests';
import { plainPage } from './plainPage';

/** A manifest's route: its loader and page load on demand, side by side. */
function pageRoute(route: RouteManifest): RouteObject {
  const handle: RouteHandle = {
    titleKey: route.title,
    titleParam: route.titleParam,
    screens: screensOf(route),
  };
  return {
    path: route.path.slice(1),
    lazy: route.loader
      ? { loader: route.loader, Component: plainPage(route.page) }
      : { Component: plainPage(route.page) },
    handle,
  };
}

/**
 * Every page but the home page. The router discovers this table on the first navigation away from
 * the home page (createAppRouter's patchRoutesOnNavigation), so its entries and the list of chunks
 * each page preloads stay out of the first route's JavaScript: a new page costs the first screen
 * nothing. Each page loads on demand, in two parts fetched side by side: the small loader (with
 * the query's artifact), which starts the query as soon as it arrives, and the page's component
 * code (plain markup: no page loads Chakra to paint; see plainPage).
 */
export const pageRoutes: RouteObject[] = [
  ...pageManifests.map(pageRoute),
  // Unknown paths redirect to the home page.
  { path: '*', loader: () => redirect('/') },
];
