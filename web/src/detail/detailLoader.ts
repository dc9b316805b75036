import type { LoaderFunctionArgs } from 'react-router';
import DetailArticleQuery, {
  type DetailArticleQuery as DetailArticleQueryType,
} from '../__generated__/DetailArticleQuery.graphql';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';

/** `/detail?id=&title=`: the title shows at once; the article body loads by id. */
export function detailLoader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const contentId = Number(params.get('id'));
  const title = params.get('title') ?? '';
  if (!Number.isInteger(contentId) || contentId <= 0) return { title, queryRef: null };
  return { title, queryRef: preloadRouteQuery<DetailArticleQueryType>(DetailArticleQuery, { contentId }) };
}
