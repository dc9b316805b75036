import type { OrderForm } from './orderValidation';

/** The order form's inputs kept across an expired session (state/sessionDrafts). */
export type OrderDraft = { form: OrderForm; period: number | null };

export const orderDraftKey = 'order';

export function isOrderDraft(value: unknown): value is OrderDraft {
  if (typeof value !== 'object' || value === null || !('form' in value) || !('period' in value)) return false;
  const { form, period } = value;
  if (period !== null && typeof period !== 'number') return false;
  if (typeof form !== 'object' || form === null) return false;
  const fields = form as Record<string, unknown>;
  return (
    (fields.direction === 'UP' || fields.direction === 'DOWN') &&
    typeof fields.amount === 'string' &&
    typeof fields.useStopLoss === 'boolean' &&
    typeof fields.stopLoss === 'string' &&
    typeof fields.useTakeProfit === 'boolean' &&
    typeof fields.takeProfit === 'string'
  );
}
