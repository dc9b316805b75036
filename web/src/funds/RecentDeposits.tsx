import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { RecentDeposits_viewer$key } from '../__generated__/RecentDeposits_viewer.graphql';
import { formatAmount } from '../format/formatAmount';
import { formatDateTime } from '../format/formatDate';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import { RecentRecords } from './RecentRecords';

/** The latest deposits with their review state (all of them, filtered and paged, on /profile). */
export function RecentDeposits({ viewer }: { viewer: RecentDeposits_viewer$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const data = useFragment(
    graphql`
      fragment RecentDeposits_viewer on Viewer {
        recentRecharges: recharges(first: 5) @connection(key: "RecentDeposits_recentRecharges") {
          edges {
            node {
              id
              orderNo
              currency
              network
              amount
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
      id="recent-deposits-title"
      title={t('funds.recentDeposits')}
      emptyTitle={t('funds.noDeposits')}
      testId="recent-deposits"
      records={data.recentRecharges.edges.map(({ node }) => ({
        id: node.id,
        headline: `${formatAmount(node.amount, locale)} ${node.currency}`,
        aside: node.network,
        details: [`${node.orderNo} · ${formatDateTime(node.createdAt, locale)}`],
        remark: node.remark,
        status: node.status,
      }))}
    />
  );
}
