import { graphql, useMutation } from 'react-relay';
import type {
  AddAddressInput,
  useAddAddressMutation as Mutation,
} from '../../__generated__/useAddAddressMutation.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';

const mutation = graphql`
  mutation useAddAddressMutation($input: AddAddressInput!) {
    addAddress(input: $input) {
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

/** POST /address/add through the gateway; the viewer's book comes back with the new address. */
export function useAddAddressMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const addAddress = (input: AddAddressInput) =>
    commitAsPromise(commit, { input }).then((response) => response.addAddress);
  return [addAddress, isInFlight] as const;
}
