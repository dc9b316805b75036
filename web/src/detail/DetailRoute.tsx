import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/ui/empty-state';
import heading from '../components/ui/heading.module.css';
import { narrowPageFrameClass } from '../components/ui/page-header';
import skeleton from '../components/ui/skeleton.module.css';
import { TextSkeleton } from '../components/ui/text-skeleton';
import { useLoaderValue } from '../routing/useLoaderValue';
import { DetailArticle } from './DetailArticle';
import styles from './detail.module.css';
import type { detailLoader } from './detailLoader';

/** `/detail?id=&title=`: a content article linked from the footer. */
export function DetailRoute() {
  const { t } = useTranslation();
  const { title, queryRef } = useLoaderValue<typeof detailLoader>();
  return (
    <div className={narrowPageFrameClass}>
      {queryRef ? (
        <Suspense
          fallback={
            <div className={styles.article}>
              {/* The link's title shows while the article loads. */}
              {title ? (
                <h1 className={`${heading.heading} ${heading.xl2}`}>{title}</h1>
              ) : (
                <div className={`${skeleton.skeleton} ${styles.titleSkeleton}`} />
              )}
              <TextSkeleton />
            </div>
          }
        >
          <DetailArticle queryRef={queryRef} />
        </Suspense>
      ) : (
        <EmptyState title={t('detail.notFound')} />
      )}
    </div>
  );
}
