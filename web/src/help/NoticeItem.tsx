import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { NoticeItem_notice$key } from '../__generated__/NoticeItem_notice.graphql';
import { RichText } from '../components/ui/rich-text';
import { formatDate } from '../format/formatDate';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';

/** One notice: title, date and text (the gateway's sanitised HTML). */
export function NoticeItem({ notice }: { notice: NoticeItem_notice$key }) {
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment NoticeItem_notice on Notice {
        noticeId
        title
        contentHtml
        createdAt
      }
    `,
    notice,
  );
  const headingId = `notice-${data.noticeId}`;
  return (
    <Box as="article" aria-labelledby={headingId} layerStyle="panel" p={{ base: '4', md: '6' }}>
      <Stack gap="2">
        <Text asChild fontSize="sm" color="fg.muted">
          <time dateTime={data.createdAt}>{formatDate(data.createdAt, locale)}</time>
        </Text>
        <Heading as="h2" id={headingId} size="md">
          {data.title}
        </Heading>
        <RichText html={data.contentHtml} color="fg.muted" />
      </Stack>
    </Box>
  );
}
