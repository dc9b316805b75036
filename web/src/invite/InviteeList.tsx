import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { InviteeList_viewer$key } from '../__generated__/InviteeList_viewer.graphql';
import type { InviteeListPaginationQuery } from '../__generated__/InviteeListPaginationQuery.graphql';
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

/** Who registered with the viewer's code (names masked by the server), newest first. */
export function InviteeList({ viewer }: { viewer: InviteeList_viewer$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const paging = usePaginationFragment<InviteeListPaginationQuery, InviteeList_viewer$key>(
    graphql`
      fragment InviteeList_viewer on Viewer
      @refetchable(queryName: "InviteeListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        invitees(first: $count, after: $cursor) @connection(key: "InviteeList_invitees") {
          totalCount
          edges {
            cursor
            node {
              userName
              registeredAt
              firstDepositAt
              reward {
                amount
                currency
              }
            }
          }
        }
      }
    `,
    viewer,
  );
  const { totalCount, edges } = paging.data.invitees;
  return (
    <InviteListPanel titleId="invitees-title" title={t('invite.invitees')} totalCount={totalCount}>
      <PagedList
        shown={edges.length}
        paging={paging}
        pageSize={pageSize}
        empty={<EmptyState title={t('invite.inviteesEmpty')} description={t('invite.inviteesEmptyText')} />}
      >
        <ul className={layout.list} data-testid="invitee-list">
          {edges.map(({ cursor, node }) => (
            <li key={cursor} className={`${layout.box} ${styles.row}`}>
              <div className={styles.who}>
                <p className={styles.name} dir="ltr">
                  <bdi>{node.userName}</bdi>
                </p>
                <p className={styles.date}>
                  {t('invite.registered')}: {formatDate(node.registeredAt, locale)}
                </p>
              </div>
              <div className={styles.what}>
                <p className={styles.small}>
                  {node.firstDepositAt
                    ? `${t('invite.firstDeposit')}: ${formatDate(node.firstDepositAt, locale)}`
                    : t('invite.noDepositYet')}
                </p>
                {node.reward ? (
                  <p className={styles.small}>
                    {t('invite.reward')}:{' '}
                    <bdi dir="ltr">
                      {formatMoney(node.reward.amount, locale)} {node.reward.currency}
                    </bdi>
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </PagedList>
    </InviteListPanel>
  );
}
