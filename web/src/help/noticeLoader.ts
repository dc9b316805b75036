import type { LoaderFunctionArgs } from 'react-router';
import NoticeRouteQuery, {
  type NoticeRouteQuery as NoticeRouteQueryType,
} from '../__generated__/NoticeRouteQuery.graphql';
import { type AppLanguage, toGraphqlLanguage } from '../i18n/languages';
import { preloadPageQuery } from '../relay/pageData';
import { clientStore } from '../state/clientStore';

/** `/help/notice`: the notices in the interface language. */
export function noticeQuery(_url: URL, language: AppLanguage) {
  return { value: {}, query: NoticeRouteQuery, variables: { language: toGraphqlLanguage(language) } };
}

export function noticeLoader({ request }: LoaderFunctionArgs) {
  const { query, variables } = noticeQuery(new URL(request.url), clientStore.get().language);
  return { queryRef: preloadPageQuery<NoticeRouteQueryType>(query, variables) };
}
