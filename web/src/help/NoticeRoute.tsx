import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { NoticeRouteQuery } from '../__generated__/NoticeRouteQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import { useLoaderValue } from '../router/useLoaderValue';
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
    <Box maxW="3xl" mx="auto" px={{ base: '3', md: '6' }} py={{ base: '4', md: '10' }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t('help.noticesTitle')}
          </Heading>
          <Text color="fg.muted">{t('help.noticesSubtitle')}</Text>
        </Stack>
        {data.notices.length === 0 ? (
          <EmptyState title={t('help.noNotices')} />
        ) : (
          data.notices.map((notice) => <NoticeItem key={notice.id} notice={notice} />)
        )}
      </Stack>
    </Box>
  );
}
