import { graphql, useMutation } from 'react-relay';
import type {
  useUpdateAddressMutation as Mutation,
  UpdateAddressInput,
} from '../../__generated__/useUpdateAddressMutation.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';

const mutation = graphql`
  mutation useUpdateAddressMutation($input: UpdateAddressInput!) {
    updateAddress(input: $input) {
      __typename
      ... on AddressPayload {
        viewer {
          id
          ...AddressBook_viewer
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

/** POST /address/update through the gateway; the changed address updates in place by its id. */
export function useUpdateAddressMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const updateAddress = (input: UpdateAddressInput) =>
    commitAsPromise(commit, { input }).then((response) => response.updateAddress);
  return [updateAddress, isInFlight] as const;
}
