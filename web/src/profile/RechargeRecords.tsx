import { useEffect, useRef, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { RechargeRecords_viewer$key } from '../__generated__/RechargeRecords_viewer.graphql';
import type { RechargeRecordsPaginationQuery } from '../__generated__/RechargeRecordsPaginationQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import { LoadMore } from '../components/ui/load-more';
import sections from './profileSections.module.css';
import { RechargeRecordItem } from './RechargeRecordItem';
import { type ReviewStatusFilter, statusArgument } from './reviewStatus';

const pageSize = 10;

/** The viewer's deposits of one status (or all), newest first, paged forward. */
export function RechargeRecords({
  viewer,
  filter,
}: {
  viewer: RechargeRecords_viewer$key;
  filter: ReviewStatusFilter;
}) {
  const { t } = useTranslation();
  const [isSwitching, startTransition] = useTransition();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    RechargeRecordsPaginationQuery,
    RechargeRecords_viewer$key
  >(
    graphql`
      fragment RechargeRecords_viewer on Viewer
      @refetchable(queryName: "RechargeRecordsPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        status: { type: "ReviewStatus" }
      ) {
        recharges(status: $status, first: $count, after: $cursor)
          @connection(key: "RechargeRecords_recharges", filters: ["status"]) {
          edges {
            node {
              id
              ...RechargeRecordItem_recharge
            }
          }
        }
      }
    `,
    viewer,
  );
  // The route's query loads every status; another filter refetches (also when this tab mounts
  // after the filter changed), and the list shown so far stays, dimmed, while it loads.
  const shownFilter = useRef<ReviewStatusFilter>('ALL');
  useEffect(() => {
    if (shownFilter.current === filter) return;
    shownFilter.current = filter;
    startTransition(() => {
      refetch({ status: statusArgument(filter), count: pageSize }, { fetchPolicy: 'store-and-network' });
    });
  }, [filter, refetch]);
  const edges = data.recharges.edges;
  return (
    <div
      className={isSwitching ? `${sections.rows} ${sections.switching}` : sections.rows}
      aria-busy={isSwitching}
    >
      {edges.length === 0 ? (
        <EmptyState title={t('profileMoney.records.emptyDeposits')} />
      ) : (
        <ul className={sections.items}>
          {edges.map((edge) => (
            <li key={edge.node.id}>
              <RechargeRecordItem recharge={edge.node} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore
        hasNext={hasNext}
        isLoading={isLoadingNext}
        onLoadMore={() => loadNext(pageSize)}
        shown={edges.length}
      />
    </div>
  );
}
