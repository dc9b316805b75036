import { graphql, useMutation } from 'react-relay';
import type { useResetDemoAccountMutation as Mutation } from '../../__generated__/useResetDemoAccountMutation.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';

const mutation = graphql`
  mutation useResetDemoAccountMutation {
    resetDemoAccount {
      __typename
      ... on ResetDemoAccountPayload {
        # The demo account by its id: its balance and the first page of its ledger (with the
        # reset's entry) replace what the store holds, so the profile updates in place.
        account {
          id
          mode
          balance
          ...TransactionHistory_account
        }
      }
      ... on ServiceError {
        code
      }
    }
  }
`;

/** POST /user/resetDemo through the gateway (demo mode, the `virtually` header): the demo balance back to its starting amount. */
export function useResetDemoAccountMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const reset = () => commitAsPromise(commit, {}).then((response) => response.resetDemoAccount);
  return [reset, isInFlight] as const;
}
