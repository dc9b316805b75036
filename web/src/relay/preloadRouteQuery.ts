import { useEffect } from 'react';
import { loadQuery, type PreloadedQuery } from 'react-relay';
import { useMatches, useNavigation, useRevalidator } from 'react-router';
import type { ConcreteRequest, OperationType, VariablesOf } from 'relay-runtime';
import { environment } from './environment';

/** Every reference a loader made that is not released yet. */
const outstanding = new Set<PreloadedQuery<OperationType>>();

/**
 * Starts a route's query from its loader (render-as-you-fetch). The reference lives as long as
 * the router holds it in a route's loader data: `useReleaseReplacedRouteQueries` releases it once
 * a settled navigation has replaced it (or left its route) and the new page is on screen.
 */
export function preloadRouteQuery<T extends OperationType>(
  request: ConcreteRequest,
  variables: VariablesOf<T>,
  fetchPolicy: 'store-or-network' | 'store-and-network' | 'network-only' = 'store-or-network',
): PreloadedQuery<T> {
  const reference = loadQuery<T>(environment, request, variables, { fetchPolicy });
  outstanding.add(reference as PreloadedQuery<OperationType>);
  return reference;
}

function isPreloadedQuery(value: object): value is PreloadedQuery<OperationType> {
  return 'kind' in value && value.kind === 'PreloadedQuery';
}

/** The query references in a loader's data (they sit at most a few objects deep). */
function collectReferences(value: unknown, into: Set<unknown>, depth = 0): void {
  if (typeof value !== 'object' || value === null || depth > 3) return;
  if (isPreloadedQuery(value)) {
    into.add(value);
    return;
  }
  for (const item of Object.values(value)) collectReferences(item, into, depth + 1);
}

/**
 * Releases, not disposes: the data's retain ends but a request still in flight is not cancelled
 * (a page on its way may still read it), as Relay's own `useQueryLoader` does. `releaseQuery` is
 * on every reference `loadQuery` returns; Relay's TypeScript types just do not declare it.
 */
function release(reference: PreloadedQuery<OperationType>): void {
  const { releaseQuery } = reference as { releaseQuery?: () => void };
  if (releaseQuery) releaseQuery();
  else reference.dispose();
}

/**
 * Ties the route queries' lifetime to the router's (the shell, the root route's component, calls
 * it once). After each commit of a settled router state (no navigation or revalidation under way),
 * every reference a loader made that no route's loader data holds any more is released: the page
 * that used it has been replaced on screen, and the new page's components retain their own data.
 * Why here rather than a timer or `useQueryLoader` in every route component: the router knows when
 * loader data is replaced, and it also drops references no component ever rendered (a navigation
 * overtaken by another), which a component-side hook never sees. A released query's data stays
 * in Relay's release buffer (`gcReleaseBufferSize`) for a while, so going back renders from the
 * store at once.
 */
export function useReleaseReplacedRouteQueries(): void {
  const matches = useMatches();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const settled = navigation.state === 'idle' && revalidator.state === 'idle';
  useEffect(() => {
    if (!settled) return;
    const held = new Set<unknown>();
    for (const match of matches) collectReferences(match.loaderData, held);
    for (const reference of outstanding) {
      if (held.has(reference)) continue;
      outstanding.delete(reference);
      release(reference);
    }
  }, [matches, settled]);
}
