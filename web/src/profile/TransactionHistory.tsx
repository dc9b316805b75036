import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { TransactionHistory_account$key } from '../__generated__/TransactionHistory_account.graphql';
import type { TransactionHistoryPaginationQuery } from '../__generated__/TransactionHistoryPaginationQuery.graphql';
import { EmptyState } from '../components/ui/empty-state';
import heading from '../components/ui/heading.module.css';
import { PagedList } from '../components/ui/paged-list';
import panel from '../components/ui/panel.module.css';
import { formatCount } from '../format/formatNumber';
import { languageTags } from '../i18n/languages';
import { useClientState } from '../state/clientStore';
import sections from './profileSections.module.css';
import styles from './TransactionHistory.module.css';
import { TransactionItem } from './TransactionItem';

const pageSize = 10;

/** The ledger of one account, newest first: every balance change with its reason. */
export function TransactionHistory({ account }: { account: TransactionHistory_account$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const paging = usePaginationFragment<TransactionHistoryPaginationQuery, TransactionHistory_account$key>(
    graphql`
      fragment TransactionHistory_account on Account
      @refetchable(queryName: "TransactionHistoryPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        transactions(first: $count, after: $cursor) @connection(key: "TransactionHistory_transactions") {
          totalCount
          edges {
            cursor
            node {
              ...TransactionItem_entry
            }
          }
        }
      }
    `,
    account,
  );
  const { totalCount, edges } = paging.data.transactions;
  return (
    <section aria-labelledby="transactions-title" className={`${panel.panel} ${sections.section}`}>
      <div className={styles.head}>
        <h2 id="transactions-title" className={`${heading.heading} ${heading.md}`}>
          {t('transactions.title')}
        </h2>
        <p className={styles.total}>{t('transactions.total', { value: formatCount(totalCount, locale) })}</p>
      </div>
      <PagedList
        shown={edges.length}
        paging={paging}
        pageSize={pageSize}
        empty={<EmptyState title={t('transactions.empty')} />}
      >
        <ul className={styles.list} data-testid="transaction-list">
          {edges.map((edge) => (
            <li key={edge.cursor}>
              <TransactionItem entry={edge.node} />
            </li>
          ))}
        </ul>
      </PagedList>
    </section>
  );
}
