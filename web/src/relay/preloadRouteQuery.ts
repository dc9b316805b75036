import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { ConcreteRequest, OperationType, VariablesOf } from 'relay-runtime';
import { environment } from './environment';

const previous = new Map<string, PreloadedQuery<OperationType>>();

/**
 * Starts a route's query from its loader (render-as-you-fetch). The reference a route held before
 * is released a little later, once the new one retains the data the page still shows.
 */
export function preloadRouteQuery<T extends OperationType>(
  request: ConcreteRequest,
  variables: VariablesOf<T>,
  fetchPolicy: 'store-or-network' | 'store-and-network' | 'network-only' = 'store-or-network',
): PreloadedQuery<T> {
  const reference = loadQuery<T>(environment, request, variables, { fetchPolicy });
  const key = request.params.name;
  const old = previous.get(key);
  if (old) setTimeout(() => old.dispose(), 10_000);
  previous.set(key, reference);
  return reference;
}
