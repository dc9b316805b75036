import { graphql, useMutation } from 'react-relay';
import type { LoginInput, useLoginMutation as Mutation } from '../../__generated__/useLoginMutation.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';

const mutation = graphql`
  mutation useLoginMutation($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on AuthPayload {
        token
        viewer {
          id
          userId
          userName
          email
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
      }
    }
  }
`;

/** POST /login/login through the gateway: username or email plus password. */
export function useLoginMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const login = (input: LoginInput) => commitAsPromise(commit, { input }).then((response) => response.login);
  return [login, isInFlight] as const;
}
