import { graphql, useMutation } from 'react-relay';
import type { useBuySmartPlanMutation as Mutation } from '../../__generated__/useBuySmartPlanMutation.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';

const mutation = graphql`
  mutation useBuySmartPlanMutation($input: BuySmartPlanInput!, $connections: [ID!]!) {
    buySmartPlan(input: $input) {
      __typename
      ... on BuySmartPlanPayload {
        plan @prependNode(connections: $connections, edgeTypeName: "SmartPlanConnectionEdge") {
          id
          dailyYield
          ...SmartPlanCard_plan
        }
        account {
          id
          balance
        }
      }
      ... on InputError {
        code
        field
      }
      ... on ConflictError {
        code
      }
      ... on ServiceError {
        code
        retryAfterSeconds
      }
    }
  }
`;

/** POST /order/buySmart through the gateway: the principal leaves the real account at once. */
export function useBuySmartPlanMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const buy = (
    input: { productId: number; amount: string; days: number; idempotencyKey: string },
    connection: string,
  ) =>
    commitAsPromise(commit, { input, connections: [connection] }).then((response) => response.buySmartPlan);
  return [buy, isInFlight] as const;
}
