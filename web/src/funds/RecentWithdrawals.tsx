import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { RecentWithdrawals_viewer$key } from '../__generated__/RecentWithdrawals_viewer.graphql';
import { formatAmount } from '../format/formatAmount';
import { formatDateTime } from '../format/formatDate';
import { withdrawalReceipt } from '../format/withdrawalReceipt';
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
  type Node = (typeof data.recentWithdrawals.edges)[number]['node'];
  // What the record says it sends: to receive while in review, received once sent, nothing if rejected.
  const receiptLine = (node: Node) => {
    const receipt = withdrawalReceipt(node.status);
    if (receipt === 'nothingSent')
      return t('funds.nothingSent', { amount: `${formatAmount(node.amount, locale)} ${node.currency}` });
    return t(receipt === 'received' ? 'funds.feeAndReceived' : 'funds.feeAndToReceive', {
      fee: formatAmount(node.fee, locale),
      received: formatAmount(node.received, locale),
    });
  };
  return (
    <RecentRecords
      id="recent-withdrawals-title"
      title={t('funds.recentWithdrawals')}
      emptyTitle={t('funds.noWithdrawals')}
      testId="recent-withdrawals"
      records={data.recentWithdrawals.edges.map(({ node }) => ({
        id: node.id,
        headline: `${formatAmount(node.amount, locale)} ${node.currency}`,
        aside: receiptLine(node),
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
