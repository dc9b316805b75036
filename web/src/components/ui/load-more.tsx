import { Button, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

type LoadMoreProps = {
  hasNext: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
  /** How many items are shown: "no more data" only makes sense below a non-empty list. */
  shown: number;
};

/** The foot of a paged list: "Load more" while there is more, then "No more data". */
export function LoadMore({ hasNext, isLoading, onLoadMore, shown }: LoadMoreProps) {
  const { t } = useTranslation();
  if (hasNext) {
    return (
      <Button variant="outline" size="sm" alignSelf="center" loading={isLoading} onClick={onLoadMore}>
        {t('common.loadMore')}
      </Button>
    );
  }
  if (shown === 0) return null;
  return (
    <Text textAlign="center" fontSize="sm" color="fg.subtle">
      {t('common.noMoreData')}
    </Text>
  );
}
