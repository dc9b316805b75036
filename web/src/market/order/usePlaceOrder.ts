import { useRef, useState } from 'react';
import type { OrderTracker_account$key } from '../../__generated__/OrderTracker_account.graphql';
import type { OrderTracker_order$key } from '../../__generated__/OrderTracker_order.graphql';
import type { ErrorCode } from '../../__generated__/useBuyOptionsMutation.graphql';
import { resultError } from '../../relay/resultError';
import { useBuyOptionsMutation } from './mutations/useBuyOptionsMutation';
import type { PendingOrder } from './OrderConfirmDialog';

/** Why the order did not go through: the server's code, or no answer at all. */
export type PlacementError = ErrorCode | 'NETWORK';

function transportErrorCode(error: unknown): PlacementError {
  return error instanceof Error && error.name === 'AbortError' ? 'TIMEOUT' : 'NETWORK';
}

/**
 * Places the order being confirmed. Every confirm sends the order's own idempotency key, and a
 * confirm while one runs is ignored, so a double click places one order.
 */
export function usePlaceOrder(
  order: PendingOrder | null,
  onPlaced: (order: OrderTracker_order$key, account: OrderTracker_account$key | null) => void,
) {
  const [buy, isInFlight] = useBuyOptionsMutation();
  const [error, setError] = useState<PlacementError | null>(null);
  // BELOW_MINIMUM_PURCHASE: the period's minimum as the server has it (the panel's may be older).
  const [minimum, setMinimum] = useState<string | null>(null);
  const submitting = useRef(false);

  const confirm = async () => {
    if (!order || submitting.current) return;
    submitting.current = true;
    setError(null);
    try {
      const result = await buy({
        code: order.code,
        direction: order.direction,
        amount: order.amount,
        period: order.period,
        stopLoss: order.stopLoss,
        takeProfit: order.takeProfit,
        idempotencyKey: order.idempotencyKey,
      });
      const failure = resultError(result, 'BuyOptionsPayload');
      setMinimum(result.__typename === 'InputError' ? (result.minimum ?? null) : null);
      if (failure) setError(failure.code);
      else if (result.__typename === 'BuyOptionsPayload') onPlaced(result.order, result.account ?? null);
    } catch (caught) {
      setError(transportErrorCode(caught));
    } finally {
      submitting.current = false;
    }
  };

  return { confirm, isInFlight, error, minimum, clearError: () => setError(null) };
}
