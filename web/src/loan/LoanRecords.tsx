import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { LoanRecords_viewer$key } from '../__generated__/LoanRecords_viewer.graphql';
import { EmptyState } from '../components/ui/empty-state';
import heading from '../components/ui/heading.module.css';
import layout from '../components/ui/layout.module.css';
import { LoanRecord } from './LoanRecord';

/** The viewer's loans, newest first, each with what is owed now and its repayment. */
export function LoanRecords({ viewer: key }: { viewer: LoanRecords_viewer$key }) {
  const { t } = useTranslation();
  const viewer = useFragment(
    graphql`
      fragment LoanRecords_viewer on Viewer {
        loans(first: 10) @connection(key: "LoanRecords_loans") {
          edges {
            node {
              id
              ...LoanRecord_loan
            }
          }
        }
      }
    `,
    key,
  );
  const loans = viewer.loans.edges.map((edge) => edge.node);
  return (
    <section aria-labelledby="loan-records-title" className={layout.stack} data-testid="loan-records">
      <h2 id="loan-records-title" className={`${heading.heading} ${heading.lg}`}>
        {t('loan.records.title')}
      </h2>
      {loans.length === 0 ? (
        <EmptyState title={t('loan.records.empty')} description={t('loan.records.emptyText')} />
      ) : (
        loans.map((loan) => <LoanRecord key={loan.id} loan={loan} />)
      )}
    </section>
  );
}
