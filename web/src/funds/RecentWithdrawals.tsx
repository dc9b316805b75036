import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { RecentWithdrawals_viewer$key } from '../__generated__/RecentWithdrawals_viewer.graphql';
import { formatAmount } from '../format/formatAmount';
import { formatDateTime } from '../format/formatDate';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { RecentRecords } from './RecentRecords';

/** The latest withdrawals with their review state (all of them, filtered and paged, on /profile). */
export function RecentWithdrawals({ viewer }: { viewer: RecentWithdrawals_viewer$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment RecentWithdrawals_viewer on Viewer {
        recentWithdrawals: withdrawals(first: 5) @connection(key: "RecentWithdrawals_recentWithdrawals") {
          edges {
            node {
              id
              orderNo
              currency
              network
              address
              amount
              fee
              received
              status
              remark
              createdAt
            }
          }
        }
      }
    `,
    viewer,
  );
  return (
    <RecentRecords
      id="recent-withdrawals-title"
      title={t('funds.recentWithdrawals')}
      emptyTitle={t('funds.noWithdrawals')}
      testId="recent-withdrawals"
      records={data.recentWithdrawals.edges.map(({ node }) => ({
        id: node.id,
        headline: `${formatAmount(node.amount, locale)} ${node.currency}`,
        aside: t('funds.feeAndReceived', {
          fee: formatAmount(node.fee, locale),
          received: formatAmount(node.received, locale),
        }),
        details: [
          `${node.network} · ${node.address}`,
          `${node.orderNo} · ${formatDateTime(node.createdAt, locale)}`,
        ],
        remark: node.remark,
        status: node.status,
      }))}
    />
  );
}
