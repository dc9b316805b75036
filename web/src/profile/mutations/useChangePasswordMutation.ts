import { graphql, useMutation } from 'react-relay';
import type { useChangePasswordMutation as Mutation } from '../../__generated__/useChangePasswordMutation.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';

const mutation = graphql`
  mutation useChangePasswordMutation($oldPassword: String!, $password: String!) {
    changePassword(oldPassword: $oldPassword, password: $password) {
      __typename
      ... on ChangePasswordPayload {
        ok
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

/** POST /user/repassword (signed in) through the gateway: every other session of the user ends. */
export function useChangePasswordMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const changePassword = (oldPassword: string, password: string) =>
    commitAsPromise(commit, { oldPassword, password }).then((response) => response.changePassword);
  return [changePassword, isInFlight] as const;
}
