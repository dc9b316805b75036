import { useEffect, useState, useTransition } from 'react';
import type { KnownOrderStatus } from './orderStatus';
import { orderStatuses } from './orderStatus';

type OrdersRefetch = (
  variables: { status: KnownOrderStatus; count: number },
  options: { fetchPolicy: 'store-and-network'; onComplete: () => void },
) => unknown;

/**
 * The order tab shown and its switching. Unless the URL named a tab, it opens on the first one
 * that has orders: a user whose orders have all settled sees them, not an empty "Open" tab.
 */
export function useOrderTab({
  counts,
  initialStatus,
  tabChosen,
  pageSize,
  refetch,
}: {
  counts: Record<KnownOrderStatus, number>;
  initialStatus: KnownOrderStatus;
  tabChosen: boolean;
  pageSize: number;
  refetch: OrdersRefetch;
}) {
  const [isSwitching, startTransition] = useTransition();
  const [status, setStatus] = useState<KnownOrderStatus>(() =>
    tabChosen || counts[initialStatus] > 0
      ? initialStatus
      : (orderStatuses.find((item) => counts[item] > 0) ?? initialStatus),
  );
  // False while the tab chosen by the counts waits for its first rows (the query loaded another).
  const [listed, setListed] = useState(status === initialStatus);

  const select = (next: KnownOrderStatus) => {
    setStatus(next);
    // The list of the other tab stays on screen while this one loads; a revisited tab is refreshed.
    startTransition(() => {
      refetch(
        { status: next, count: pageSize },
        { fetchPolicy: 'store-and-network', onComplete: () => setListed(true) },
      );
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the tab picked at mount
  useEffect(() => {
    if (status !== initialStatus) select(status);
  }, []);
  return { status, select, listed, isSwitching };
}
