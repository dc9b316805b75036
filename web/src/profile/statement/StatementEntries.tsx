import { useTranslation } from 'react-i18next';
import { graphql, usePaginationFragment } from 'react-relay';
import type { StatementEntries_account$key } from '../../__generated__/StatementEntries_account.graphql';
import type { StatementEntriesPaginationQuery } from '../../__generated__/StatementEntriesPaginationQuery.graphql';
import { EmptyState } from '../../components/ui/empty-state';
import heading from '../../components/ui/heading.module.css';
import layout from '../../components/ui/layout.module.css';
import { PagedList } from '../../components/ui/paged-list';
import panel from '../../components/ui/panel.module.css';
import { formatCount } from '../../format/formatNumber';
import { languageTags } from '../../i18n/languages';
import { useClientState } from '../../state/clientStore';
import { TransactionItem } from '../TransactionItem';
import styles from './Statement.module.css';

const pageSize = 20;

/** The period's entries of the kinds chosen, oldest first, a page at a time. */
export function StatementEntries({ account }: { account: StatementEntries_account$key }) {
  const { t } = useTranslation();
  const locale = languageTags[useClientState((state) => state.language)];
  const paging = usePaginationFragment<StatementEntriesPaginationQuery, StatementEntries_account$key>(
    graphql`
      fragment StatementEntries_account on Account
      @refetchable(queryName: "StatementEntriesPaginationQuery")
      @argumentDefinitions(
        from: { type: "DateTime!" }
        to: { type: "DateTime!" }
        kinds: { type: "[StatementKind!]" }
        currency: { type: "Currency" }
        timeZone: { type: "String" }
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
      ) {
        statement(from: $from, to: $to, kinds: $kinds, currency: $currency, timeZone: $timeZone) {
          entries(first: $count, after: $cursor) @connection(key: "StatementEntries_entries") {
            totalCount
            edges {
              cursor
              node {
                ...TransactionItem_entry
              }
            }
          }
        }
      }
    `,
    account,
  );
  const { totalCount, edges } = paging.data.statement.entries;
  return (
    <section aria-labelledby="statement-entries" className={`${panel.panel} ${layout.card}`}>
      <div className={layout.head}>
        <h2 id="statement-entries" className={`${heading.heading} ${heading.md}`}>
          {t('statement.entries')}
        </h2>
        <p className={styles.label} data-testid="statement-count">
          {t('statement.entriesCount', { value: formatCount(totalCount, locale) })}
        </p>
      </div>
      <PagedList
        shown={edges.length}
        paging={paging}
        pageSize={pageSize}
        empty={<EmptyState title={t('statement.empty')} />}
      >
        <ul className={styles.list} data-testid="statement-entries">
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
