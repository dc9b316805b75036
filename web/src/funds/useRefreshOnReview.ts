import { useMemo } from 'react';
import { fetchQuery, graphql, useRelayEnvironment, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig, GraphQLTaggedNode, OperationType } from 'relay-runtime';
import type { useRefreshOnReviewSubscription } from '../__generated__/useRefreshOnReviewSubscription.graphql';

const subscription = graphql`
  subscription useRefreshOnReviewSubscription {
    notificationAdded {
      notification {
        id
        type
      }
    }
  }
`;

/** The notifications that mean money moved: a deposit or withdrawal reviewed, an invite reward paid. */
const MONEY_MOVED = /^(RECHARGE_|WITHDRAWAL_|INVITE_REWARD)/;

/**
 * Keeps a money page current while it is open: when the operator reviews a deposit or withdrawal
 * (the user's notification arrives on the socket), the page's query is read again, so balances and
 * record states change in place, without a reload.
 */
export function useRefreshOnReview<T extends OperationType>(
  query: GraphQLTaggedNode,
  variables: T['variables'],
) {
  const environment = useRelayEnvironment();
  const config = useMemo<GraphQLSubscriptionConfig<useRefreshOnReviewSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (response) => {
        const type = response?.notificationAdded.notification.type ?? '';
        if (!MONEY_MOVED.test(type)) return;
        fetchQuery<T>(environment, query, variables, { fetchPolicy: 'network-only' }).subscribe({});
      },
    }),
    [environment, query, variables],
  );
  useSubscription(config);
}
