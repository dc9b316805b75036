import { graphql, useMutation } from 'react-relay';
import type { useSocialLoginMutationFacebookMutation as FacebookMutation } from '../../__generated__/useSocialLoginMutationFacebookMutation.graphql';
import type {
  useSocialLoginMutationGoogleMutation as GoogleMutation,
  SocialLoginInput,
} from '../../__generated__/useSocialLoginMutationGoogleMutation.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';
import type { SocialProviderName } from './socialFlow';

const google = graphql`
  mutation useSocialLoginMutationGoogleMutation($input: SocialLoginInput!) {
    loginWithGoogle(input: $input) {
      __typename
      ... on SocialAuthPayload {
        token
        accountCreated
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
      ... on ServiceError {
        code
      }
    }
  }
`;

const facebook = graphql`
  mutation useSocialLoginMutationFacebookMutation($input: SocialLoginInput!) {
    loginWithFacebook(input: $input) {
      __typename
      ... on SocialAuthPayload {
        token
        accountCreated
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
      ... on ServiceError {
        code
      }
    }
  }
`;

/** loginWithGoogle / loginWithFacebook: the provider's ID token and this tab's nonce secret. */
export function useSocialLoginMutation(provider: SocialProviderName) {
  const [commitGoogle] = useMutation<GoogleMutation>(google);
  const [commitFacebook] = useMutation<FacebookMutation>(facebook);
  return (input: SocialLoginInput) =>
    provider === 'google'
      ? commitAsPromise(commitGoogle, { input }).then((response) => response.loginWithGoogle)
      : commitAsPromise(commitFacebook, { input }).then((response) => response.loginWithFacebook);
}
