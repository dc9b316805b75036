import type { LoaderFunctionArgs } from 'react-router';
import FaqRouteQuery, {
  type FaqRouteQuery as FaqRouteQueryType,
} from '../__generated__/FaqRouteQuery.graphql';
import { toGraphqlLanguage } from '../i18n/languages';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { clientStore } from '../state/clientStore';
import { categoryFromParam, MAX_SEARCH } from './faqCategories';

/**
 * `/help/faq?q=&category=`: the first page of questions for the search and category in the address,
 * in the interface language. A new search or category changes the address, which reruns this.
 */
export function faqLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const search = (params.get('q') ?? '').trim().slice(0, MAX_SEARCH);
  const category = categoryFromParam(params.get('category'));
  const language = toGraphqlLanguage(clientStore.get().language);
  return {
    search,
    category,
    queryRef: preloadRouteQuery<FaqRouteQueryType>(FaqRouteQuery, {
      language,
      search: search || null,
      category,
    }),
  };
}
