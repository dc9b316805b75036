import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { WithdrawalRecords_viewer$key } from '../__generated__/WithdrawalRecords_viewer.graphql';
import type { WithdrawalRecordsPaginationQuery } from '../__generated__/WithdrawalRecordsPaginationQuery.graphql';
import { MoneyRecordList } from './MoneyRecordList';
import type { ReviewStatusFilter } from './reviewStatus';
import { WithdrawalRecordItem } from './WithdrawalRecordItem';

/** The viewer's withdrawals of one status (or all), newest first, paged forward. */
export function WithdrawalRecords({
  viewer,
  filter,
}: {
  viewer: WithdrawalRecords_viewer$key;
  filter: ReviewStatusFilter;
}) {
  const { t } = useTranslation();
  const paging = usePaginationFragment<WithdrawalRecordsPaginationQuery, WithdrawalRecords_viewer$key>(
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
  return (
    <MoneyRecordList
      edges={paging.data.withdrawals.edges}
      paging={paging}
      filter={filter}
      emptyTitle={t('profileMoney.records.emptyWithdrawals')}
      renderRecord={(node) => <WithdrawalRecordItem withdrawal={node} />}
    />
  );
}
