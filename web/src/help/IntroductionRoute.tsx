import { Box, SimpleGrid, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link } from 'react-router';
import type { IntroductionRouteQuery } from '../__generated__/IntroductionRouteQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import { narrowPageFrameClass, PageHeader } from '../components/ui/page-header';
import { RichText } from '../components/ui/rich-text';
import { useLoaderValue } from '../router/useLoaderValue';
import type { introductionLoader } from './helpLoader';
import { introductionPageHeader } from './helpPageHeaders';

const query = graphql`
  query IntroductionRouteQuery($language: Language!) {
    contentByKey(articleKey: "about-us", language: $language) {
      id
      bodyHtml
    }
  }
`;

function AboutArticle({ queryRef }: { queryRef: PreloadedQuery<IntroductionRouteQuery> }) {
  const { t } = useTranslation();
  const { contentByKey } = usePreloadedQuery<IntroductionRouteQuery>(query, queryRef);
  if (!contentByKey?.bodyHtml) return <EmptyState title={t('detail.notFound')} />;
  return <RichText as="article" html={contentByKey.bodyHtml} />;
}

const products = [
  { key: 'market', to: '/market' },
  { key: 'trading', to: '/trading' },
  { key: 'loan', to: '/loan' },
  { key: 'nfts', to: '/nfts' },
] as const;

/** `/introduction`: who we are (the operator's about-us article), what the product offers, where to ask. */
export function IntroductionRoute() {
  const { t } = useTranslation();
  const { queryRef } = useLoaderValue<typeof introductionLoader>();
  return (
    <div className={narrowPageFrameClass}>
      <PageHeader
        title={t(introductionPageHeader.title)}
        subtitle={t(introductionPageHeader.subtitle ?? '')}
      />
      <Suspense fallback={<SkeletonText noOfLines={8} />}>
        <AboutArticle queryRef={queryRef} />
      </Suspense>
      <Stack as="section" gap="3" aria-labelledby="about-products">
        <Text as="h2" id="about-products" fontWeight="semibold" fontSize="lg">
          {t('help.aboutProducts')}
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
          {products.map((product) => (
            <Box key={product.key} asChild layerStyle="panel" p="4" display="block" focusRing="outside">
              <Link to={product.to}>
                <Text fontWeight="semibold">{t(`nav.${product.key}`)}</Text>
                <Text fontSize="sm" color="fg.muted" mt="1">
                  {t(`help.aboutProduct.${product.key}`)}
                </Text>
              </Link>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        {t('help.aboutQuestions')}{' '}
        <Text as="span" color="colorPalette.fg" colorPalette="yellow" textDecoration="underline">
          <Link to="/help">{t('help.visitHelp')}</Link>
        </Text>
      </Text>
    </div>
  );
}
