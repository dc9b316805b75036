import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { NoticeRouteQuery } from '../__generated__/NoticeRouteQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import { narrowPageFrameClass, PageHeader } from '../components/ui/page-header';
import { useLoaderValue } from '../routing/useLoaderValue';
import { noticePageHeader } from './helpPageHeaders';
import { NoticeItem } from './NoticeItem';
import type { noticeLoader } from './noticeLoader';

const query = graphql`
  query NoticeRouteQuery($language: Language!) {
    notices(language: $language) {
      id
      ...NoticeItem_notice
    }
  }
`;

/** `/help/notice`: the notices of the current language, newest first. */
export function NoticeRoute() {
  const { t } = useTranslation();
  const { queryRef } = useLoaderValue<typeof noticeLoader>();
  const data = usePreloadedQuery<NoticeRouteQuery>(query, queryRef);
  return (
    <div className={narrowPageFrameClass}>
      <PageHeader title={t(noticePageHeader.title)} subtitle={t(noticePageHeader.subtitle ?? '')} />
      {data.notices.length === 0 ? (
        <EmptyState title={t('help.noNotices')} />
      ) : (
        data.notices.map((notice) => <NoticeItem key={notice.id} notice={notice} />)
      )}
    </div>
  );
}
