import { useMemo, useState } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useOrderSettlementSubscription } from '../../__generated__/useOrderSettlementSubscription.graphql';

const subscription = graphql`
  subscription useOrderSettlementSubscription($orderIds: [ID!]) {
    accountEvents(optionsOrderIds: $orderIds) {
      account {
        id
        mode
        balance
      }
      ... on OptionsOrderSettled {
        order {
          id
          status
          ...OrderTracker_order
        }
      }
    }
  }
`;

/**
 * `listening` until the subscription ends; `ended` when it completed (the gateway completes it
 * once the order has been sent settled) or failed (the session or the upstream stream is gone).
 */
export type SettlementFeed = 'listening' | 'ended';

/**
 * Follows one order until it settles, by the `accountEvents` subscription (graphql-ws): the
 * gateway sends the order once it has settled, at expiry or earlier by a stop loss or take
 * profit, also when that happened before the subscription started, and then completes. The event
 * carries the order and its account by their Relay ids, so the order and every balance on screen
 * update in place; nothing is fetched over HTTP and nothing is polled.
 */
export function useOrderSettlement(orderId: string): SettlementFeed {
  const [feed, setFeed] = useState<SettlementFeed>('listening');
  const config = useMemo<GraphQLSubscriptionConfig<useOrderSettlementSubscription>>(
    () => ({
      subscription,
      variables: { orderIds: [orderId] },
      onCompleted: () => setFeed('ended'),
      onError: () => setFeed('ended'),
    }),
    [orderId],
  );
  useSubscription<useOrderSettlementSubscription>(config);
  return feed;
}
