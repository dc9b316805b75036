import { graphql, useMutation } from 'react-relay';
import type { useRepayLoanMutation as Mutation } from '../../__generated__/useRepayLoanMutation.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';

const mutation = graphql`
  mutation useRepayLoanMutation($input: RepayLoanInput!) {
    repayLoan(input: $input) {
      __typename
      ... on RepayLoanPayload {
        loan {
          id
          ...LoanRecord_loan
        }
        viewer {
          id
          ...LoanCalculator_viewer
        }
        # The real account's one record: the header's chip moves with the payload.
        account {
          id
          balance
        }
      }
      ... on InputError {
        code
        field
      }
      ... on ServiceError {
        code
        retryAfterSeconds
      }
    }
  }
`;

/** Repays a loan in full from the real USDT balance; the collateral comes back. */
export function useRepayLoanMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const repay = (loanId: string) =>
    commitAsPromise(commit, { input: { loanId } }).then((response) => response.repayLoan);
  return [repay, isInFlight] as const;
}
