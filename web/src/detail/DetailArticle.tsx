import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import type { DetailArticleQuery } from '../__generated__/DetailArticleQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import heading from '../components/ui/heading.module.css';
import { RichText } from '../components/ui/rich-text';
import { formatDate } from '../format/formatDate';
import { isAppLanguage, isRtl, languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import styles from './detail.module.css';
import { useTitleInAddress } from './useTitleInAddress';

export const detailArticleQuery = graphql`
  query DetailArticleQuery($contentId: Int!, $language: Language!) {
    content(contentId: $contentId, language: $language) {
      title
      bodyHtml
      updatedAt
      language
    }
  }
`;

/**
 * A content article in the interface language (English where the article has no such version),
 * its text as the gateway's sanitised HTML.
 */
export function DetailArticle({ queryRef }: { queryRef: PreloadedQuery<DetailArticleQuery> }) {
  const { t } = useTranslation();
  const language = useClientState((state) => state.language);
  const { content } = usePreloadedQuery<DetailArticleQuery>(detailArticleQuery, queryRef);
  useTitleInAddress(content?.title);
  if (!content) return <EmptyState title={t('detail.notFound')} />;
  // A version in another language than the interface's (the English fallback) says so, for
  // screen readers' pronunciation and the text's direction.
  const textLanguage = content.language?.toLowerCase();
  const foreign = isAppLanguage(textLanguage) && textLanguage !== language ? textLanguage : null;
  return (
    <article
      className={styles.article}
      {...(foreign ? { lang: languageTags[foreign], dir: isRtl(foreign) ? 'rtl' : 'ltr' } : {})}
    >
      <h1 className={`${heading.heading} ${heading.xl2}`}>{content.title}</h1>
      {content.updatedAt ? (
        <p className={styles.updated}>
          {t('detail.updated', { date: formatDate(content.updatedAt, languageTags[language]) })}
        </p>
      ) : null}
      <RichText html={content.bodyHtml ?? ''} />
    </article>
  );
}
