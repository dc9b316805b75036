import type { LoaderFunctionArgs } from 'react-router';
import DetailArticleQuery, {
  type DetailArticleQuery as DetailArticleQueryType,
} from '../__generated__/DetailArticleQuery.graphql';
import { type AppLanguage, toGraphqlLanguage } from '../i18n/languages';
import { preloadPageQuery } from '../relay/pageData';
import { clientStore } from '../state/clientStore';

/**
 * `/detail?id=&title=`: the title shows at once; the article body loads by id, in the interface
 * language. The id may be any language version's: the gateway answers the same article's version in
 * `language`. A language switch revalidates the loader (main.tsx), and as the language is a query
 * variable, each language's version is its own query and record in the Relay store: the new one is
 * fetched, and switching back shows the one already loaded.
 */
export function detailQuery(url: URL, language: AppLanguage) {
  const contentId = Number(url.searchParams.get('id'));
  const title = url.searchParams.get('title') ?? '';
  if (!Number.isInteger(contentId) || contentId <= 0) return { value: { title }, query: null, variables: {} };
  return {
    value: { title },
    query: DetailArticleQuery,
    variables: { contentId, language: toGraphqlLanguage(language) },
  };
}

export function detailLoader({ request }: LoaderFunctionArgs) {
  const { value, query, variables } = detailQuery(new URL(request.url), clientStore.get().language);
  if (!query) return { ...value, queryRef: null };
  return {
    ...value,
    queryRef: preloadPageQuery<DetailArticleQueryType>(
      query,
      variables as DetailArticleQueryType['variables'],
    ),
  };
}
