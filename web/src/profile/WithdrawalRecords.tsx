import { useEffect, useRef, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { WithdrawalRecords_viewer$key } from '../__generated__/WithdrawalRecords_viewer.graphql';
import type { WithdrawalRecordsPaginationQuery } from '../__generated__/WithdrawalRecordsPaginationQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import { LoadMore } from '../components/ui/load-more';
import sections from './profileSections.module.css';
import { type ReviewStatusFilter, statusArgument } from './reviewStatus';
import { WithdrawalRecordItem } from './WithdrawalRecordItem';

const pageSize = 10;

/** The viewer's withdrawals of one status (or all), newest first, paged forward. */
export function WithdrawalRecords({
  viewer,
  filter,
}: {
  viewer: WithdrawalRecords_viewer$key;
  filter: ReviewStatusFilter;
}) {
  const { t } = useTranslation();
  const [isSwitching, startTransition] = useTransition();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    WithdrawalRecordsPaginationQuery,
    WithdrawalRecords_viewer$key
  >(
    graphql`
      fragment WithdrawalRecords_viewer on Viewer
      @refetchable(queryName: "WithdrawalRecordsPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 10 }
        cursor: { type: "String" }
        status: { type: "ReviewStatus" }
      ) {
        withdrawals(status: $status, first: $count, after: $cursor)
          @connection(key: "WithdrawalRecords_withdrawals", filters: ["status"]) {
          edges {
            node {
              id
              ...WithdrawalRecordItem_withdrawal
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
  const edges = data.withdrawals.edges;
  return (
    <div
      className={isSwitching ? `${sections.rows} ${sections.switching}` : sections.rows}
      aria-busy={isSwitching}
    >
      {edges.length === 0 ? (
        <EmptyState title={t('profileMoney.records.emptyWithdrawals')} />
      ) : (
        <ul className={sections.items}>
          {edges.map((edge) => (
            <li key={edge.node.id}>
              <WithdrawalRecordItem withdrawal={edge.node} />
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
