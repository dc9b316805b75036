import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { InviteRewardList_viewer$key } from '../__generated__/InviteRewardList_viewer.graphql';
import type { InviteRewardListPaginationQuery } from '../__generated__/InviteRewardListPaginationQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import layout from '../components/ui/layout.module.css';
import { PagedList } from '../components/ui/paged-list';
import { formatDate } from '../format/formatDate';
import { formatMoney } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import styles from './Invite.module.css';
import { InviteListPanel } from './InviteListPanel';

const pageSize = 10;

/** Every reward credited to the viewer: amount, the invitee and the deposit that earned it. */
export function InviteRewardList({ viewer }: { viewer: InviteRewardList_viewer$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const paging = usePaginationFragment<InviteRewardListPaginationQuery, InviteRewardList_viewer$key>(
    graphql`
      fragment InviteRewardList_viewer on Viewer
      @refetchable(queryName: "InviteRewardListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        inviteRewards(first: $count, after: $cursor) @connection(key: "InviteRewardList_inviteRewards") {
          totalCount
          edges {
            node {
              id
              amount
              currency
              inviteeUserName
              rechargeOrderNo
              createdAt
            }
          }
        }
      }
    `,
    viewer,
  );
  const { totalCount, edges } = paging.data.inviteRewards;
  return (
    <InviteListPanel titleId="rewards-title" title={t('invite.rewards')} totalCount={totalCount}>
      <PagedList
        shown={edges.length}
        paging={paging}
        pageSize={pageSize}
        empty={<EmptyState title={t('invite.rewardsEmpty')} />}
      >
        <ul className={layout.list} data-testid="reward-list">
          {edges.map(({ node }) => (
            <li key={node.id} className={`${layout.box} ${styles.row}`}>
              <div className={styles.who}>
                <p className={styles.small}>
                  {t('invite.rewardFrom', { user: node.inviteeUserName, reference: node.rechargeOrderNo })}
                </p>
                <p className={styles.date}>{formatDate(node.createdAt, locale, true)}</p>
              </div>
              <p className={styles.strong}>
                <bdi dir="ltr">
                  +{formatMoney(node.amount, locale)} {node.currency}
                </bdi>
              </p>
            </li>
          ))}
        </ul>
      </PagedList>
    </InviteListPanel>
  );
}
