import { graphql, useMutation } from 'react-relay';
import type { useExitSmartPlanMutation as Mutation } from '../../__generated__/useExitSmartPlanMutation.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';

const mutation = graphql`
  mutation useExitSmartPlanMutation($input: ExitSmartPlanInput!) {
    exitSmartPlan(input: $input) {
      __typename
      ... on ExitSmartPlanPayload {
        plan {
          id
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
      ... on ServiceError {
        code
        retryAfterSeconds
      }
    }
  }
`;

/** Leaves a running plan early: the penalty is kept, the rest of the principal comes back. */
export function useExitSmartPlanMutation() {
  const [commit, isInFlight] = useMutation<Mutation>(mutation);
  const exit = (planId: string) =>
    commitAsPromise(commit, { input: { planId } }).then((response) => response.exitSmartPlan);
  return [exit, isInFlight] as const;
}
