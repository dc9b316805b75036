import type { Screen } from './routeManifest';

/**
 * What a route declares about itself for the shell (the router makes it from the route's manifest):
 * the title of the mobile sub-page bar and the document, optionally taken from a query parameter
 * (e.g. `/detail?title=`); what its addresses show before the page (its screens); whether the page
 * is the one the build prerenders itself, which the shell renders while it adopts that markup.
 */
export type RouteHandle = {
  titleKey: string;
  titleParam?: string;
  screens?: readonly Screen[];
  adopted?: true;
};

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' && value !== null && 'titleKey' in value && typeof value.titleKey === 'string'
  );
}

/** The route's screen at this address (its own path, exactly: `/nfts/5` is not `/nfts`). */
export function screenAt(handle: RouteHandle | undefined, pathname: string): Screen | undefined {
  return handle?.screens?.find((screen) => screen.path === pathname);
}
