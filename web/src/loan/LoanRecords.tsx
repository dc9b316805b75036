import { Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { graphql, useFragment } from 'react-relay';
import type { LoanRecords_viewer$key } from '../__generated__/LoanRecords_viewer.graphql';
import { EmptyState } from '../components/ui/empty-state';
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
    <Stack as="section" aria-labelledby="loan-records-title" gap="4" data-testid="loan-records">
      <Heading as="h2" id="loan-records-title" size="lg">
        {t('loan.records.title')}
      </Heading>
      {loans.length === 0 ? (
        <EmptyState title={t('loan.records.empty')} description={t('loan.records.emptyText')} />
      ) : (
        loans.map((loan) => <LoanRecord key={loan.id} loan={loan} />)
      )}
    </Stack>
  );
}
