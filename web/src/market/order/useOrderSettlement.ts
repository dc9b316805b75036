import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import type { useOrderSettlementQuery } from '../../__generated__/useOrderSettlementQuery.graphql';

const query = graphql`
  query useOrderSettlementQuery($id: ID!) {
    optionsOrder(id: $id) {
      id
      status
      ...OrderTracker_order
    }
    viewer {
      id
      balance
    }
  }
`;

/** Settlement runs on the first recorded tick at or after expiry, so it may trail the countdown a little. */
const attempts = 5;
const retryDelayMs = 1000;

export type SettlementState = 'waiting' | 'fetching' | 'settled' | 'late' | 'failed';

/**
 * Once the countdown is over, asks for the order and the balance once; while the order still
 * reads OPEN (settlement lags a tick behind expiry) it asks again up to four more times, one
 * second apart, then gives up and points to the order list. No loop runs before expiry.
 * The answers land in the Relay store, so the order and every balance on screen update in place.
 */
export function useOrderSettlement(orderId: string, expired: boolean, open: boolean): SettlementState {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<SettlementState>(open ? 'waiting' : 'settled');

  useEffect(() => {
    if (!expired || !open) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = (left: number) => {
      setState('fetching');
      fetchQuery<useOrderSettlementQuery>(
        environment,
        query,
        { id: orderId },
        { fetchPolicy: 'network-only' },
      )
        .toPromise()
        .then((data) => {
          if (cancelled) return;
          if (data?.optionsOrder?.status !== 'OPEN') setState('settled');
          else if (left > 1) timer = setTimeout(() => attempt(left - 1), retryDelayMs);
          else setState('late');
        })
        .catch(() => {
          if (!cancelled) setState('failed');
        });
    };
    attempt(attempts);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [environment, orderId, expired, open]);

  return open ? state : 'settled';
}
