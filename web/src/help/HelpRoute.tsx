import { Box, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link } from 'react-router';
import type { HelpRouteQuery } from '../__generated__/HelpRouteQuery.graphql';
import { PageHeader, pageFrameClass } from '../components/ui/page-header';
import { useLoaderValue } from '../router/useLoaderValue';
import { faqCategories, faqPath } from './faqCategories';
import { HelpSearch } from './HelpSearch';
import type { helpLoader } from './helpLoader';
import { helpPageHeader } from './helpPageHeaders';

const query = graphql`
  query HelpRouteQuery($language: Language!) {
    contents(language: $language) {
      id
      contentId
      title
      type
    }
  }
`;

/** A card that links somewhere: a title and a line saying what is there. */
function LinkCard({ to, title, text }: { to: string; title: string; text: string }) {
  return (
    <Box
      asChild
      layerStyle="panel"
      p="4"
      display="block"
      _hover={{ borderColor: 'colorPalette.solid' }}
      colorPalette="yellow"
      focusRing="outside"
    >
      <Link to={to}>
        <Text fontWeight="semibold">{title}</Text>
        <Text fontSize="sm" color="fg.muted" mt="1">
          {text}
        </Text>
      </Link>
    </Box>
  );
}

/** The company and policy articles: legal information, terms, privacy, risk warning, … */
function LegalLinks({ queryRef }: { queryRef: PreloadedQuery<HelpRouteQuery> }) {
  const { contents } = usePreloadedQuery<HelpRouteQuery>(query, queryRef);
  const articles = contents.filter((content) => content.type === 'COMPANY' || content.type === 'POLICY');
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, md: 3 }} gap="2">
      {articles.map((article) => (
        <li key={article.id}>
          <Text asChild color="colorPalette.fg" colorPalette="yellow" textDecoration="underline">
            <Link
              to={`/detail?${new URLSearchParams({ id: String(article.contentId), title: article.title })}`}
            >
              {article.title}
            </Link>
          </Text>
        </li>
      ))}
    </SimpleGrid>
  );
}

/** `/help`: search, the questions by category, notices, about us, support and the legal pages. */
export function HelpRoute() {
  const { t } = useTranslation();
  const { queryRef } = useLoaderValue<typeof helpLoader>();
  return (
    <div className={pageFrameClass}>
      <PageHeader title={t(helpPageHeader.title)} subtitle={t(helpPageHeader.subtitle ?? '')} />
      <Box maxW="2xl">
        <HelpSearch />
      </Box>
      <Stack as="section" gap="3" aria-labelledby="help-categories">
        <Heading as="h2" size="md" id="help-categories">
          {t('help.categoriesLabel')}
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
          {faqCategories.map((category) => (
            <LinkCard
              key={category}
              to={faqPath('', category)}
              title={t(`help.categories.${category}.name`)}
              text={t(`help.categories.${category}.text`)}
            />
          ))}
          <LinkCard to="/help/faq" title={t('help.allQuestions')} text={t('help.allQuestionsText')} />
        </SimpleGrid>
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="help-more">
        <Heading as="h2" size="md" id="help-more">
          {t('help.moreHelp')}
        </Heading>
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
          <LinkCard to="/customerservice" title={t('help.support')} text={t('help.supportText')} />
          <LinkCard to="/help/notice" title={t('help.noticesTitle')} text={t('help.noticesSubtitle')} />
          <LinkCard to="/introduction" title={t('help.aboutTitle')} text={t('help.aboutSubtitle')} />
        </SimpleGrid>
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="help-legal">
        <Heading as="h2" size="md" id="help-legal">
          {t('help.legal')}
        </Heading>
        <Suspense fallback={<Skeleton height="20" />}>
          <LegalLinks queryRef={queryRef} />
        </Suspense>
      </Stack>
    </div>
  );
}
