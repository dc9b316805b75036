import { graphql, useMutation } from 'react-relay';
import type {
  IdentificationInput,
  useSubmitIdentificationMutation as Mutation,
} from '../../__generated__/useSubmitIdentificationMutation.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';

const mutation = graphql`
  mutation useSubmitIdentificationMutation($input: IdentificationInput!) {
    submitIdentification(input: $input) {
      __typename
      ... on SubmitIdentificationPayload {
        identification {
          id
          status
          reviewDueAt
        }
        viewer {
          id
          ...KycSection_viewer
          ...LoanCalculator_viewer
        }
      }
      ... on InputError {
        code
        field
        maxBytes
      }
      ... on ServiceError {
        code
        retryAfterSeconds
      }
    }
  }
`;

export type IdentificationFields = Omit<IdentificationInput, 'front' | 'back' | 'inHand' | 'signature'>;
export type IdentificationImages = { front: File; back: File | null; inHand: File; signature: Blob };

/** POST /user/identification through the gateway: the fields and four images as one multipart upload. */
export function useSubmitIdentificationMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const submit = (fields: IdentificationFields, images: IdentificationImages) =>
    commitAsPromise(
      commit,
      { input: { ...fields, front: null, back: null, inHand: null, signature: null } },
      {
        uploadables: {
          'input.front': images.front,
          ...(images.back ? { 'input.back': images.back } : {}),
          'input.inHand': images.inHand,
          'input.signature': new File([images.signature], 'signature.png', { type: 'image/png' }),
        },
      },
    ).then((response) => response.submitIdentification);
  return [submit, isInFlight] as const;
}
