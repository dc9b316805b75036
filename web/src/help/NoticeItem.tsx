import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { NoticeItem_notice$key } from '../__generated__/NoticeItem_notice.graphql';
import { formatDate } from '../format/formatDate';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';

/** One notice: title, date and text (paragraphs split by a blank line). */
export function NoticeItem({ notice }: { notice: NoticeItem_notice$key }) {
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment NoticeItem_notice on Notice {
        noticeId
        title
        content
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
        {data.content.split(/\n\s*\n/).map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text keep their order
          <Text key={index} color="fg.muted" whiteSpace="pre-line">
            {paragraph}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}
