import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, type PreloadedQuery, usePreloadedQuery } from 'react-relay';
import { Link, useNavigate } from 'react-router';
import type { FaqRouteQuery } from '../__generated__/FaqRouteQuery.graphql';
import { buttonClass } from '../components/ui/button-class';
import { ListSkeleton } from '../components/ui/list-skeleton';
import { narrowPageFrameClass, PageHeader } from '../components/ui/page-header';
import { useLoaderValue } from '../routing/useLoaderValue';
import { FaqList } from './FaqList';
import { faqCategories, faqPath } from './faqCategories';
import type { faqLoader } from './faqLoader';
import { SearchForm } from './HelpSearch';
import styles from './help.module.css';
import { faqPageHeader } from './helpPageHeaders';

const query = graphql`
  query FaqRouteQuery($language: Language!, $search: String, $category: FaqCategory) {
    ...FaqList_query @arguments(language: $language, search: $search, category: $category)
  }
`;

function FaqResults({ queryRef }: { queryRef: PreloadedQuery<FaqRouteQuery> }) {
  const data = usePreloadedQuery<FaqRouteQuery>(query, queryRef);
  return <FaqList query={data} />;
}

/** How long typing pauses before the search runs by itself. */
const SEARCH_PAUSE_MS = 400;

/** `/help/faq`: questions and answers, searched as the user types and filtered by category. */
export function FaqRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search, category, queryRef } = useLoaderValue<typeof faqLoader>();
  const [draft, setDraft] = useState(search);

  // The address is the source of truth (back, reload and links keep the search); a new search
  // from elsewhere (the help centre's box, history) shows in the box. The box's own search comes
  // back trimmed and late (its data loads first): the box keeps what has been typed since, so a
  // pause in typing never undoes the letters that follow it.
  const sent = useRef(search);
  useEffect(() => {
    if (search !== sent.current) setDraft(search);
    sent.current = search;
  }, [search]);

  // A topic or link chosen meanwhile is the newer intent: when the pause ends the address has moved
  // on (while its page renders, this one still shows), and the box's search gives way. The box's own
  // last search moving the address does not count.
  const ownAddress = useRef<string | null>(null);
  useEffect(() => {
    if (draft.trim() === sent.current) return;
    const here = () => window.location.pathname + window.location.search;
    const from = here();
    const timer = setTimeout(() => {
      if (here() !== from && here() !== ownAddress.current) return;
      sent.current = draft.trim();
      ownAddress.current = faqPath(draft, category);
      void navigate(ownAddress.current, { replace: true, preventScrollReset: true });
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, category, navigate]);

  return (
    <div className={narrowPageFrameClass}>
      <PageHeader title={t(faqPageHeader.title)} subtitle={t(faqPageHeader.subtitle ?? '')} />
      <SearchForm
        value={draft}
        onChange={setDraft}
        onSubmit={() => void navigate(faqPath(draft, category), { preventScrollReset: true })}
      />
      <nav aria-label={t('help.categoriesLabel')} className={styles.chips}>
        {[null, ...faqCategories].map((option) => {
          const current = option === category;
          return (
            <Link
              key={option ?? 'ALL'}
              to={faqPath(search, option)}
              replace
              preventScrollReset
              aria-current={current ? 'page' : undefined}
              className={buttonClass({
                size: 'sm',
                variant: current ? 'solid' : 'outline',
                palette: current ? 'brand' : 'gray',
              })}
            >
              {option ? t(`help.categories.${option}.name`) : t('help.allCategories')}
            </Link>
          );
        })}
      </nav>
      <Suspense fallback={<ListSkeleton rows={5} />}>
        <FaqResults queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
