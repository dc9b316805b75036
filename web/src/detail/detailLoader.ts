import type { LoaderFunctionArgs } from 'react-router';
import DetailArticleQuery, {
  type DetailArticleQuery as DetailArticleQueryType,
} from '../__generated__/DetailArticleQuery.graphql';
import { toGraphqlLanguage } from '../i18n/languages';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { clientStore } from '../state/clientStore';

/**
 * `/detail?id=&title=`: the title shows at once; the article body loads by id, in the interface
 * language. The id may be any language version's: the gateway answers the same article's version in
 * `language`. A language switch revalidates this loader (main.tsx), and as the language is a query
 * variable, each language's version is its own query and record in the Relay store: the new one is
 * fetched, and switching back shows the one already loaded.
 */
export function detailLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const contentId = Number(params.get('id'));
  const title = params.get('title') ?? '';
  if (!Number.isInteger(contentId) || contentId <= 0) return { title, queryRef: null };
  const language = toGraphqlLanguage(clientStore.get().language);
  return {
    title,
    queryRef: preloadRouteQuery<DetailArticleQueryType>(DetailArticleQuery, { contentId, language }),
  };
}
