import { type ReactNode, useEffect, useRef, useTransition } from 'react';
import { EmptyState } from '../components/ui/empty-state';
import { PagedList, type Paging } from '../components/ui/paged-list';
import type { KnownReviewStatus } from '../components/ui/review-status';
import sections from './profileSections.module.css';
import { type ReviewStatusFilter, statusArgument } from './reviewStatus';
import { TabRows } from './TabRows';

const pageSize = 10;

/** A records connection's pagination with the refetch its status filter needs. */
type RecordPaging = Paging & {
  refetch: (
    variables: { status: KnownReviewStatus | null; count: number },
    options: { fetchPolicy: 'store-and-network' },
  ) => unknown;
};

/**
 * The route's query loads every status; another filter refetches (also when this tab mounts
 * after the filter changed), and the list shown so far stays, dimmed, while it loads.
 */
function useStatusFilter(filter: ReviewStatusFilter, refetch: RecordPaging['refetch']): boolean {
  const [isSwitching, startTransition] = useTransition();
  const shownFilter = useRef<ReviewStatusFilter>('ALL');
  useEffect(() => {
    if (shownFilter.current === filter) return;
    shownFilter.current = filter;
    startTransition(() => {
      refetch({ status: statusArgument(filter), count: pageSize }, { fetchPolicy: 'store-and-network' });
    });
  }, [filter, refetch]);
  return isSwitching;
}

/** Deposit or withdrawal records of one status (or all), newest first, paged forward. */
export function MoneyRecordList<Node extends { id: string }>({
  edges,
  paging,
  filter,
  emptyTitle,
  renderRecord,
}: {
  edges: readonly { node: Node }[];
  paging: RecordPaging;
  filter: ReviewStatusFilter;
  emptyTitle: string;
  renderRecord: (node: Node) => ReactNode;
}) {
  const isSwitching = useStatusFilter(filter, paging.refetch);
  return (
    <TabRows switching={isSwitching}>
      <PagedList
        shown={edges.length}
        paging={paging}
        pageSize={pageSize}
        empty={<EmptyState title={emptyTitle} />}
      >
        <ul className={sections.items}>
          {edges.map((edge) => (
            <li key={edge.node.id}>{renderRecord(edge.node)}</li>
          ))}
        </ul>
      </PagedList>
    </TabRows>
  );
}
