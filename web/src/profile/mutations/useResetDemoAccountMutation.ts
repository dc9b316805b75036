import { graphql, useMutation } from 'react-relay';
import type { useResetDemoAccountMutation as Mutation } from '../../__generated__/useResetDemoAccountMutation.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';

const mutation = graphql`
  mutation useResetDemoAccountMutation {
    resetDemoAccount {
      __typename
      ... on ResetDemoAccountPayload {
        viewer {
          id
          balance
          accountMode
        }
      }
      ... on ServiceError {
        code
      }
    }
  }
`;

/** POST /user/resetDemo through the gateway: the demo balance back to its starting amount. */
export function useResetDemoAccountMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const reset = () => commitAsPromise(commit, {}).then((response) => response.resetDemoAccount);
  return [reset, isInFlight] as const;
}
