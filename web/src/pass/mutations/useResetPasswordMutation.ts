import { graphql, useMutation } from 'react-relay';
import type {
  useResetPasswordMutation as Mutation,
  ResetPasswordInput,
} from '../../__generated__/useResetPasswordMutation.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';

const mutation = graphql`
  mutation useResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on ResetPasswordPayload {
        notice
      }
      ... on InputError {
        code
        field
      }
      ... on CredentialsError {
        code
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

/** POST /user/repassword through the gateway: a new password confirmed by an emailed code. */
export function useResetPasswordMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const resetPassword = (input: ResetPasswordInput) =>
    commitAsPromise(commit, { input }).then((response) => response.resetPassword);
  return [resetPassword, isInFlight] as const;
}
