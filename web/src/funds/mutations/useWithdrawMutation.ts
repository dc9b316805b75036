import { graphql, useMutation } from 'react-relay';
import type {
  useWithdrawMutation as Mutation,
  WithdrawInput,
} from '../../__generated__/useWithdrawMutation.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';

const mutation = graphql`
  mutation useWithdrawMutation($input: WithdrawInput!) {
    withdraw(input: $input) {
      __typename
      ... on WithdrawPayload {
        withdrawal {
          id
          orderNo
          amount
          fee
          received
          currency
          status
        }
        viewer {
          id
          ...BalancesPanel_viewer
          ...WithdrawForm_viewer
          ...RecentWithdrawals_viewer
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
      ... on CredentialsError {
        code
      }
      ... on ServiceError {
        code
        retryAfterSeconds
      }
    }
  }
`;

/** POST /user/withdrawal through the gateway: the amount (and fee) is held until the review. */
export function useWithdrawMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const withdraw = (input: WithdrawInput) =>
    commitAsPromise(commit, { input }).then((response) => response.withdraw);
  return [withdraw, isInFlight] as const;
}
