import { graphql, useMutation } from 'react-relay';
import type {
  AddAddressInput,
  useAddWithdrawalAddressMutation as Mutation,
} from '../../__generated__/useAddWithdrawalAddressMutation.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';

const mutation = graphql`
  mutation useAddWithdrawalAddressMutation($input: AddAddressInput!) {
    addAddress(input: $input) {
      __typename
      ... on AddressPayload {
        address {
          id
          addressId
        }
        viewer {
          id
          ...WithdrawForm_viewer
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

/** POST /address/add from the withdrawal form: a new address in the book, picked at once. */
export function useAddWithdrawalAddressMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const add = (input: AddAddressInput) =>
    commitAsPromise(commit, { input }).then((response) => response.addAddress);
  return [add, isInFlight] as const;
}
