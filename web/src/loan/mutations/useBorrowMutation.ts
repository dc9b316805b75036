import { graphql, useMutation } from 'react-relay';
import type {
  BorrowInput,
  useBorrowMutation as Mutation,
} from '../../__generated__/useBorrowMutation.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';

const mutation = graphql`
  mutation useBorrowMutation($input: BorrowInput!, $connections: [ID!]!) {
    borrow(input: $input) {
      __typename
      ... on BorrowPayload {
        loan @prependNode(connections: $connections, edgeTypeName: "LoanConnectionEdge") {
          id
          ...LoanRecord_loan
        }
        viewer {
          id
          ...LoanCalculator_viewer
        }
        # The real account's one record: the header's chip moves with the payload.
        account {
          id
          balance
        }
      }
      ... on InputError {
        code
        field
        minimum
        maximum
      }
      ... on ServiceError {
        code
        retryAfterSeconds
      }
    }
  }
`;

/** POST /user/loan through the gateway: the signed request; the collateral is held at once. */
export function useBorrowMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const borrow = (input: BorrowInput, connection: string) =>
    commitAsPromise(commit, { input, connections: [connection] }).then((response) => response.borrow);
  return [borrow, isInFlight] as const;
}
