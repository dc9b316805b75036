/** What a route declares about itself for the shell (the sub-page title on mobile). */
export type RouteHandle = { titleKey: string };

export function isRouteHandle(value: unknown): value is RouteHandle {
  return (
    typeof value === 'object' && value !== null && 'titleKey' in value && typeof value.titleKey === 'string'
  );
}
