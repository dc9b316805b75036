import NoticeRouteQuery, {
  type NoticeRouteQuery as NoticeRouteQueryType,
} from '../__generated__/NoticeRouteQuery.graphql';
import { toGraphqlLanguage } from '../i18n/languages';
import { preloadRouteQuery } from '../relay/preloadRouteQuery';
import { clientStore } from '../state/clientStore';

export function noticeLoader() {
  const language = toGraphqlLanguage(clientStore.get().language);
  return { queryRef: preloadRouteQuery<NoticeRouteQueryType>(NoticeRouteQuery, { language }) };
}
