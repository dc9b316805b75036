/**
 * What a route declares about itself for the shell: the title of the mobile sub-page bar and the
 * document, optionally taken from a query parameter (e.g. `/detail?title=`).
 */
export type RouteHandle = { titleKey: string; titleParam?: string };

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' && value !== null && 'titleKey' in value && typeof value.titleKey === 'string'
  );
}
