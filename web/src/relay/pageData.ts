import type { PreloadedQuery } from 'react-relay';
import {
  type ConcreteRequest,
  createOperationDescriptor,
  type OperationType,
  type Variables,
  type VariablesOf,
} from 'relay-runtime';
import { environment } from './environment';
import { preloadRouteQuery } from './preloadRouteQuery';

/**
 * The first page's query result, as the gateway rendered the page with it (gateway
 * http/data-pages.ts): `<script type="application/json" id="swx-page-data">` after #root. The
 * route's loader takes it instead of asking again, so the app's first render is the markup the
 * user already sees, with the same data, and nothing flashes back to a placeholder.
 */
export const PAGE_DATA_ELEMENT_ID = 'swx-page-data';

export type PageData = {
  /** The persisted operation's id (doc_id). */
  id: string;
  variables: Variables;
  /** The query's `data` as the gateway answered it. */
  data: Record<string, unknown>;
};

let pending: PageData | null | undefined;

function readPageData(): PageData | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageData;
  } catch {
    return null;
  }
}

/**
 * The data the page arrived with, for this query and these variables, once: a later navigation
 * (or a revalidation after a language switch) asks the gateway as usual. Variables that differ
 * (the browser's stored language is not the one the gateway chose) find nothing; the same ones
 * serialize alike, as both sides build them with the page's own function (e.g. faqQuery).
 */
export function takePageData(id: string | null | undefined, variables: Variables): PageData['data'] | null {
  if (pending === undefined) pending = readPageData();
  if (!pending || !id || pending.id !== id || JSON.stringify(pending.variables) !== JSON.stringify(variables))
    return null;
  const { data } = pending;
  pending = null;
  return data;
}

/**
 * preloadRouteQuery for the pages the gateway renders with their data (prerender/dataPages): the
 * result the page arrived with goes into the store first, so the query is not asked again;
 * otherwise it is fetched by `fetchPolicy`.
 */
export function preloadPageQuery<T extends OperationType>(
  request: ConcreteRequest,
  variables: VariablesOf<T>,
  fetchPolicy: 'store-or-network' | 'store-and-network' = 'store-or-network',
): PreloadedQuery<T> {
  const arrived = takePageData(request.params.id, variables);
  if (!arrived) return preloadRouteQuery<T>(request, variables, fetchPolicy);
  environment.commitPayload(createOperationDescriptor(request, variables), arrived);
  return preloadRouteQuery<T>(request, variables);
}
