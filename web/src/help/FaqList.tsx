import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router';
import type { FaqList_query$key } from '../__generated__/FaqList_query.graphql';
import type { FaqListPaginationQuery } from '../__generated__/FaqListPaginationQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import { LoadMore } from '../components/ui/load-more';
import { RichText } from '../components/ui/rich-text';
import { formatCount } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import styles from './help.module.css';

/**
 * The questions found, ten at a time, each a disclosure (a native details element: keyboard and
 * screen readers know it, and it needs no script to open). "Load more" until "No more data".
 */
export function FaqList({ query }: { query: FaqList_query$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    FaqListPaginationQuery,
    FaqList_query$key
  >(
    graphql`
      fragment FaqList_query on Query
      @refetchable(queryName: "FaqListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        language: { type: "Language!" }
        search: { type: "String" }
        category: { type: "FaqCategory" }
      ) {
        faqs(language: $language, search: $search, category: $category, first: $count, after: $cursor)
          @connection(key: "FaqList_faqs", filters: ["language", "search", "category"]) {
          totalCount
          edges {
            node {
              faqId
              question
              answerHtml
              category
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.faqs.edges;
  if (edges.length === 0) {
    return (
      <EmptyState title={t('common.nothingFound')} description={t('help.nothingFoundHint')}>
        <Link to="/customerservice" className={`${styles.link} ${styles.note}`}>
          {t('help.askSupport')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <div className={styles.section}>
      <p className={styles.note} aria-live="polite">
        {t('help.found', { count: data.faqs.totalCount, total: formatCount(data.faqs.totalCount, locale) })}
      </p>
      <ul className={styles.list}>
        {edges.map(({ node }) => (
          <li key={node.faqId} className={styles.panel}>
            <details>
              <summary className={styles.question}>{node.question}</summary>
              <RichText html={node.answerHtml} muted className={styles.answer} />
            </details>
          </li>
        ))}
      </ul>
      <LoadMore
        hasNext={hasNext}
        isLoading={isLoadingNext}
        onLoadMore={() => loadNext(10)}
        shown={edges.length}
      />
    </div>
  );
}
