import type { ComponentType, ReactNode } from 'react';
import type { LoaderFunction, Params } from 'react-router';
import type { ConcreteRequest, Variables } from 'relay-runtime';
import type { PageHeaderKeys } from '../components/ui/page-header';
import type { AppLanguage } from '../i18n/languages';
import type { KnownAccountMode } from '../state/accountMode';

/**
 * What a page shows before its code and data arrive, at one address: the page fallback in the app
 * (shell/) and the first paint the build prerenders (prerender/), which must be the same markup.
 */
export type Screen = {
  /** The address: a route's own path, or one the build prerenders on its own (`/nfts/:id`). */
  path: string;
  /** The header the page renders too (components/ui/page-header), so it paints once, before any script. */
  header?: PageHeaderKeys;
  /** The page area instead of a header and placeholder rows (a pass page's card with its title). */
  fallback?: () => ReactNode;
  /** False: the frame shows no footer under the page (a pass page's form stands alone). */
  footer?: false;
  /**
   * The first paint's body when it is more than the fallback: the parts that need no data, with
   * their data's placeholders. The app never renders it (it would bring the page's code into the
   * first route): it replaces the markup with the page, whose same parts have the same sizes.
   */
  firstPaint?: () => Promise<ReactNode>;
  /** The first paint when a form is posted to the page (a provider's answer to the sign-in callback). */
  posted?: () => Promise<ReactNode>;
  /**
   * The modules the prerendered page asks for with the app once it has painted (web/build/routePreloads.ts;
   * sources from web/, the build fails on a name that is not in its manifest).
   */
  modules?: string[];
};

/** What a page's loader asks for, from its address and language alone (the loader's own function). */
export type PageQuery = (
  url: URL,
  language: AppLanguage,
  params: Params,
  /** The account in use, as the request's cookie says. */
  accountMode: KnownAccountMode,
  /** Whether the request's cookie says someone is signed in. */
  signedIn: boolean,
  // Null: the page is not rendered with data for this address (the prerendered page is served).
) => { value: object; query: ConcreteRequest | null; variables: Variables } | null;

/**
 * A page the gateway renders per request with its query's result (prerender/dataPages), when its
 * largest text is that data.
 */
export type DataPage = {
  query: () => Promise<PageQuery>;
  /** What is rendered with the data, when it is not the page itself. */
  component?: () => Promise<ComponentType>;
  /** The user's own data: rendered only with a session (the gateway passes it; no cache keeps it). */
  session?: true;
};

/**
 * One route of a feature, everything the app knows of it: the router's entry (path, title, loader,
 * page), what shows before the page (its screens) and how the gateway renders it with its data.
 * Each feature keeps its routes in one manifest (`<feature>/routes.ts`); the router, the prerender
 * and the shell iterate over them. The page and the loader are dynamic imports: a manifest costs
 * the first route nothing but its entries.
 */
export type RouteManifest = Omit<Screen, 'path'> & {
  /** The router's pattern (`/nfts/:id?`). */
  path: string;
  /** The title's key (the document title and the mobile sub-page bar). */
  title: string;
  /** A query parameter whose value, when present, is the title instead (`/detail?title=`). */
  titleParam?: string;
  loader?: () => Promise<LoaderFunction>;
  page: () => Promise<ComponentType>;
  /** The addresses the build prerenders when they differ from `path` (each with its own first paint). */
  screens?: Screen[];
  data?: DataPage;
};

/** The route's screens: those it lists, else one at its own path with its own first paint. */
export function screensOf(route: RouteManifest): Screen[] {
  if (route.screens) return route.screens;
  const { header, fallback, footer, firstPaint, posted, modules, path } = route;
  return [{ path, header, fallback, footer, firstPaint, posted, modules }];
}

/**
 * The home page's route: its page and loader are in the first route's code (not loaded on demand),
 * and the build prerenders the page itself, its data parts as placeholders, which the app adopts
 * (hydrateRoot) instead of replacing.
 */
export type AdoptedRouteManifest = {
  path: string;
  title: string;
  loader: LoaderFunction;
  Component: ComponentType;
  /** The page as the build renders it, without data. */
  prerendered: () => ReactNode;
};
