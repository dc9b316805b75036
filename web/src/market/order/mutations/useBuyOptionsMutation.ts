import { graphql, useMutation } from 'react-relay';
import type {
  BuyOptionsInput,
  useBuyOptionsMutation as Mutation,
} from '../../../__generated__/useBuyOptionsMutation.graphql';
import { commitAsPromise } from '../../../relay/commitAsPromise';

const mutation = graphql`
  mutation useBuyOptionsMutation($input: BuyOptionsInput!) {
    buyOptions(input: $input) {
      __typename
      ... on BuyOptionsPayload {
        notice
        order {
          id
          # The open positions list draws its chart's market's orders as marks by their code: with it
          # the order just placed is on the chart at once, not only after the list is fetched again.
          code
          ...OrderTracker_order
        }
        # The account the order was placed on, by its id: every view of its balance updates.
        account {
          id
          mode
          balance
          ...OrderTracker_account
        }
      }
      ... on InputError {
        code
        field
        # BELOW_MINIMUM_PURCHASE: the period's minimum, which the message names.
        minimum
      }
      ... on ServiceError {
        code
      }
    }
  }
`;

/** POST /order/buyOptions through the gateway; the idempotency key makes a retry the same order. */
export function useBuyOptionsMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const buy = (input: BuyOptionsInput) =>
    commitAsPromise(commit, { input }).then((response) => response.buyOptions);
  return [buy, isInFlight] as const;
}
