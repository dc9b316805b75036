import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link } from 'react-router';
import type { HelpRouteQuery } from '../__generated__/HelpRouteQuery.graphql';
import heading from '../components/ui/heading.module.css';
import { PageHeader, pageFrameClass } from '../components/ui/page-header';
import { TextSkeleton } from '../components/ui/text-skeleton';
import { useLoaderValue } from '../routing/useLoaderValue';
import { faqCategories, faqPath } from './faqCategories';
import { HelpSearch } from './HelpSearch';
import styles from './help.module.css';
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
export function LinkCard({ to, title, text }: { to: string; title: string; text: string }) {
  return (
    <Link to={to} className={`${styles.panel} ${styles.card}`}>
      <p className={styles.cardTitle}>{title}</p>
      <p className={styles.cardText}>{text}</p>
    </Link>
  );
}

/** The company and policy articles: legal information, terms, privacy, risk warning, … */
function LegalLinks({ queryRef }: { queryRef: PreloadedQuery<HelpRouteQuery> }) {
  const { contents } = usePreloadedQuery<HelpRouteQuery>(query, queryRef);
  const articles = contents.filter((content) => content.type === 'COMPANY' || content.type === 'POLICY');
  return (
    <ul className={`${styles.grid} ${styles.legal}`}>
      {articles.map((article) => (
        <li key={article.id}>
          <Link
            className={styles.link}
            to={`/detail?${new URLSearchParams({ id: String(article.contentId), title: article.title })}`}
          >
            {article.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A titled part of the help centre. */
function HelpSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={`${heading.heading} ${heading.md}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The help centre around its legal links: search, the questions by category, support, notices and
 * about us. It needs no data, so the build prerenders it as the page's first paint (its largest
 * text, a category card, paints before any script), with placeholders for the search box (what is
 * typed in markup the app then replaces would be lost) and the legal links.
 */
export function HelpCentre({ search, legal }: { search: ReactNode; legal: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={pageFrameClass}>
      <PageHeader title={t(helpPageHeader.title)} subtitle={t(helpPageHeader.subtitle ?? '')} />
      {search}
      <HelpSection id="help-categories" title={t('help.categoriesLabel')}>
        <div className={`${styles.grid} ${styles.wide}`}>
          {faqCategories.map((category) => (
            <LinkCard
              key={category}
              to={faqPath('', category)}
              title={t(`help.categories.${category}.name`)}
              text={t(`help.categories.${category}.text`)}
            />
          ))}
          <LinkCard to="/help/faq" title={t('help.allQuestions')} text={t('help.allQuestionsText')} />
        </div>
      </HelpSection>
      <HelpSection id="help-more" title={t('help.moreHelp')}>
        <div className={`${styles.grid} ${styles.grid3}`}>
          <LinkCard to="/customerservice" title={t('help.support')} text={t('help.supportText')} />
          <LinkCard to="/help/notice" title={t('help.noticesTitle')} text={t('help.noticesSubtitle')} />
          <LinkCard to="/introduction" title={t('help.aboutTitle')} text={t('help.aboutSubtitle')} />
        </div>
      </HelpSection>
      <HelpSection id="help-legal" title={t('help.legal')}>
        {legal}
      </HelpSection>
    </div>
  );
}

/** `/help`: the help centre, with the company and policy articles of the user's language. */
export function HelpRoute() {
  const { queryRef } = useLoaderValue<typeof helpLoader>();
  return (
    <HelpCentre
      search={<HelpSearch />}
      legal={
        <Suspense fallback={<TextSkeleton lines={3} />}>
          <LegalLinks queryRef={queryRef} />
        </Suspense>
      }
    />
  );
}
