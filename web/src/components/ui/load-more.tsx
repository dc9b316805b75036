import { useTranslation } from 'react-i18next';
import { buttonClass } from './button-class';
import styles from './load-more.module.css';
import { LoadingLabel } from './loading-label';

type LoadMoreProps = {
  hasNext: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  /** How many items are shown: "no more data" only makes sense below a non-empty list. */
  shown: number;
};

/**
 * The foot of a paged list: "Load more" while there is more, then "No more data". Plain markup,
 * so lists on pages without Chakra (the FAQ) use it as the others do.
 */
export function LoadMore({ hasNext, isLoading, onLoadMore, shown }: LoadMoreProps) {
  const { t } = useTranslation();
  if (hasNext) {
    return (
      <button
        type="button"
        className={buttonClass({ variant: 'outline', size: 'sm', className: styles.button })}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
        onClick={onLoadMore}
      >
        <LoadingLabel loading={isLoading}>{t('common.loadMore')}</LoadingLabel>
      </button>
    );
  }
  if (shown === 0) return null;
  return <p className={styles.end}>{t('common.noMoreData')}</p>;
}
