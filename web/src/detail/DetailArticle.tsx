import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { DetailArticleQuery } from '../__generated__/DetailArticleQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import { formatDate } from '../format/formatDate';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';

export const detailArticleQuery = graphql`
  query DetailArticleQuery($contentId: Int!) {
    content(contentId: $contentId) {
      title
      body
      updatedAt
    }
  }
`;

/** A content article: plain text whose paragraphs are split by a blank line. */
export function DetailArticle({ queryRef }: { queryRef: PreloadedQuery<DetailArticleQuery> }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const { content } = usePreloadedQuery<DetailArticleQuery>(detailArticleQuery, queryRef);
  if (!content) return <EmptyState title={t('detail.notFound')} />;
  return (
    <Stack as="article" gap="4">
      <Heading as="h1" size="2xl">
        {content.title}
      </Heading>
      {content.updatedAt ? (
        <Text fontSize="sm" color="fg.muted">
          {t('detail.updated', { date: formatDate(content.updatedAt, locale) })}
        </Text>
      ) : null}
      {(content.body ?? '').split(/\n\s*\n/).map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of a fixed text keep their order
        <Text key={index} lineHeight="tall" whiteSpace="pre-line">
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
