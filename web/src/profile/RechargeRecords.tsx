import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { RechargeRecords_viewer$key } from '../__generated__/RechargeRecords_viewer.graphql';
import type { RechargeRecordsPaginationQuery } from '../__generated__/RechargeRecordsPaginationQuery.graphql';
import { MoneyRecordList } from './MoneyRecordList';
import { RechargeRecordItem } from './RechargeRecordItem';
import type { ReviewStatusFilter } from './reviewStatus';

/** The viewer's deposits of one status (or all), newest first, paged forward. */
export function RechargeRecords({
  viewer,
  filter,
}: {
  viewer: RechargeRecords_viewer$key;
  filter: ReviewStatusFilter;
}) {
  const { t } = useTranslation();
  const paging = usePaginationFragment<RechargeRecordsPaginationQuery, RechargeRecords_viewer$key>(
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
  return (
    <MoneyRecordList
      edges={paging.data.recharges.edges}
      paging={paging}
      filter={filter}
      emptyTitle={t('profileMoney.records.emptyDeposits')}
      renderRecord={(node) => <RechargeRecordItem recharge={node} />}
    />
  );
}
