import type { LoaderFunctionArgs } from 'react-router';
import FaqRouteQuery, {
  type FaqRouteQuery as FaqRouteQueryType,
} from '../__generated__/FaqRouteQuery.graphql';
import { type AppLanguage, toGraphqlLanguage } from '../i18n/languages';
import { preloadPageQuery } from '../relay/pageData';
import { clientStore } from '../state/clientStore';
import { categoryFromParam, MAX_SEARCH } from './faqCategories';

/**
 * `/help/faq?q=&category=`: the first page of questions for the search and category in the
 * address, in the interface language (the gateway renders the page with the same: prerender/dataPages).
 */
export function faqQuery(url: URL, language: AppLanguage) {
  const search = (url.searchParams.get('q') ?? '').trim().slice(0, MAX_SEARCH);
  const category = categoryFromParam(url.searchParams.get('category'));
  return {
    value: { search, category },
    query: FaqRouteQuery,
    variables: { language: toGraphqlLanguage(language), search: search || null, category },
  };
}

/** A new search or category changes the address, which reruns this. */
export function faqLoader({ request }: LoaderFunctionArgs) {
  const { value, query, variables } = faqQuery(new URL(request.url), clientStore.get().language);
  return { ...value, queryRef: preloadPageQuery<FaqRouteQueryType>(query, variables) };
}
