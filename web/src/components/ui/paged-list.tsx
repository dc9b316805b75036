import type { ReactNode } from 'react';
import { LoadMore } from './load-more';

/**
 * What a paged list needs of Relay's `usePaginationFragment` answer. Written out rather than taken
 * from react-relay's types so that any pagination fragment's answer fits, whatever its query.
 */
export type Paging = {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => unknown;
};

type PagedListProps = {
  /** How many items are shown so far. */
  shown: number;
  paging: Paging;
  /** How many more items "Load more" asks for. */
  pageSize: number;
  /** Shown in place of the list while it has no item. */
  empty: ReactNode;
  /** The list of the items shown so far. */
  children: ReactNode;
};

/**
 * A list paged forward: its empty state or its items, then "Load more" while the server has more,
 * then "No more data".
 */
export function PagedList({ shown, paging, pageSize, empty, children }: PagedListProps) {
  return (
    <>
      {shown === 0 ? empty : children}
      <LoadMore
        hasNext={paging.hasNext}
        isLoading={paging.isLoadingNext}
        onLoadMore={() => paging.loadNext(pageSize)}
        shown={shown}
      />
    </>
  );
}
