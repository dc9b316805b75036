import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link } from 'react-router';
import type { IntroductionRouteQuery } from '../__generated__/IntroductionRouteQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import heading from '../components/ui/heading.module.css';
import { narrowPageFrameClass, PageHeader } from '../components/ui/page-header';
import { RichText } from '../components/ui/rich-text';
import { TextSkeleton } from '../components/ui/text-skeleton';
import { useLoaderValue } from '../routing/useLoaderValue';
import { LinkCard } from './HelpRoute';
import styles from './help.module.css';
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
      <Suspense fallback={<TextSkeleton lines={8} />}>
        <AboutArticle queryRef={queryRef} />
      </Suspense>
      <section className={styles.section} aria-labelledby="about-products">
        <h2 id="about-products" className={`${heading.heading} ${heading.lg}`}>
          {t('help.aboutProducts')}
        </h2>
        <div className={styles.grid}>
          {products.map((product) => (
            <LinkCard
              key={product.key}
              to={product.to}
              title={t(`nav.${product.key}`)}
              text={t(`help.aboutProduct.${product.key}`)}
            />
          ))}
        </div>
      </section>
      <p className={styles.note}>
        {t('help.aboutQuestions')}{' '}
        <Link to="/help" className={styles.link}>
          {t('help.visitHelp')}
        </Link>
      </p>
    </div>
  );
}
