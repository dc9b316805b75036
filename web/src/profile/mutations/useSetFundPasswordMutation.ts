import { graphql, useMutation } from 'react-relay';
import type { useSetFundPasswordMutation as Mutation } from '../../__generated__/useSetFundPasswordMutation.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';

const mutation = graphql`
  mutation useSetFundPasswordMutation($fundPassword: String!, $password: String) {
    setFundPassword(fundPassword: $fundPassword, password: $password) {
      __typename
      ... on SetFundPasswordPayload {
        viewer {
          id
          fundPasswordSet
        }
      }
      ... on CredentialsError {
        code
      }
      ... on InputError {
        code
        field
      }
      ... on ServiceError {
        code
      }
    }
  }
`;

/** Sets the fund password (first time) or changes it (with the login password). */
export function useSetFundPasswordMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const setFundPassword = (fundPassword: string, password: string | null) =>
    commitAsPromise(commit, { fundPassword, password }).then((response) => response.setFundPassword);
  return [setFundPassword, isInFlight] as const;
}
