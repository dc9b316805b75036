import { graphql, useMutation } from 'react-relay';
import type {
  useSendCodeMutation as Mutation,
  SendCodeInput,
} from '../../__generated__/useSendCodeMutation.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';

const mutation = graphql`
  mutation useSendCodeMutation($input: SendCodeInput!) {
    sendCode(input: $input) {
      __typename
      ... on SendCodePayload {
        expiresAt
      }
      ... on InputError {
        code
        field
      }
      ... on ConflictError {
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

/** POST /login/sendCode through the gateway: emails a 6-digit code for registering or resetting. */
export function useSendCodeMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const sendCode = (input: SendCodeInput) =>
    commitAsPromise(commit, { input }).then((response) => response.sendCode);
  return [sendCode, isInFlight] as const;
}
