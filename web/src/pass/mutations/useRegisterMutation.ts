import { graphql, useMutation } from 'react-relay';
import type {
  useRegisterMutation as Mutation,
  RegisterInput,
} from '../../__generated__/useRegisterMutation.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';

const mutation = graphql`
  mutation useRegisterMutation($input: RegisterInput!) {
    register(input: $input) {
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
      ... on ConflictError {
        code
        field
      }
      ... on VerificationCodeError {
        code
      }
      ... on ServiceError {
        code
      }
    }
  }
`;

/** POST /login/register through the gateway. */
export function useRegisterMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const register = (input: RegisterInput) =>
    commitAsPromise(commit, { input }).then((response) => response.register);
  return [register, isInFlight] as const;
}
