import { graphql, useMutation } from 'react-relay';
import type { useDeleteAddressMutation as Mutation } from '../../__generated__/useDeleteAddressMutation.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';

const mutation = graphql`
  mutation useDeleteAddressMutation($id: ID!) {
    deleteAddress(id: $id) {
      __typename
      ... on DeleteAddressPayload {
        deletedAddressId @deleteRecord
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

/** DELETE /address/delete/{id} through the gateway; the book comes back without it. */
export function useDeleteAddressMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const deleteAddress = (id: string) =>
    commitAsPromise(commit, { id }).then((response) => response.deleteAddress);
  return [deleteAddress, isInFlight] as const;
}
