import { useState } from 'react';
import type { AccountMode } from '../../__generated__/useBuyOptionsMutation.graphql';
import { newIdempotencyKey } from '../../relay/idempotencyKey';
import { useKeepDraft, useRestoredDraft } from '../../state/sessionDrafts';
import type { PendingOrder } from './OrderConfirmDialog';
import { isOrderDraft, orderDraftKey } from './orderDraft';
import { type OrderForm, type OrderFormErrors, validateOrder } from './orderValidation';

/** A period the market offers: its length in seconds, its minimum stake and what a win pays. */
export type OptionPeriod = {
  readonly period: number;
  readonly minAmount: string;
  readonly payoutRate: string;
};

/** The market an order is for, as the order panel reads it. */
type OrderMarket = { readonly code: string; readonly name: string; readonly nowPrice: string };

const emptyForm: OrderForm = {
  direction: 'UP',
  amount: '',
  useStopLoss: false,
  stopLoss: '',
  useTakeProfit: false,
  takeProfit: '',
};

/**
 * The order form's inputs and period, and the last Review's word on them. An expired session keeps
 * the inputs (nothing was bought): the login brings the user back to them.
 */
export function useOrderForm(optionPeriods: readonly OptionPeriod[]) {
  const draft = useRestoredDraft(orderDraftKey, isOrderDraft);
  const [form, setForm] = useState<OrderForm>(() => ({ ...emptyForm, ...draft?.form }));
  const [periodSeconds, setPeriodSeconds] = useState<number | null>(draft?.period ?? null);
  useKeepDraft(orderDraftKey, { form, period: periodSeconds });
  const [errors, setErrors] = useState<OrderFormErrors>({});

  const period = optionPeriods.find((item) => item.period === periodSeconds) ?? optionPeriods[0] ?? null;
  const update = (patch: Partial<OrderForm>) => setForm((current) => ({ ...current, ...patch }));
  const setAmount = (amount: string) => {
    update({ amount });
    // A new stake is checked again at Review; the last Review's word on the old one would mislead.
    setErrors(({ amount: _stale, ...rest }) => rest);
  };

  /** Review's check: the order to confirm, or null (and the fields' errors shown) when it may not go. */
  const review = (
    market: OrderMarket,
    balance: string | null,
    accountMode: AccountMode,
  ): PendingOrder | null => {
    if (!period) return null;
    const next = validateOrder(form, period.minAmount, market.nowPrice, balance);
    setErrors(next);
    if (Object.keys(next).length > 0) return null;
    return {
      idempotencyKey: newIdempotencyKey(),
      code: market.code,
      marketName: market.name,
      direction: form.direction,
      amount: form.amount.trim(),
      period: period.period,
      payoutRate: period.payoutRate,
      stopLoss: form.useStopLoss ? form.stopLoss.trim() : null,
      takeProfit: form.useTakeProfit ? form.takeProfit.trim() : null,
      accountMode,
    };
  };

  return {
    form,
    period,
    errors,
    update,
    setAmount,
    setPeriodSeconds,
    review,
    /** The order went through: the stake starts empty for the next one, the rest stays. */
    clearAmount: () => setForm((current) => ({ ...current, amount: '' })),
  };
}

export type OrderFormState = ReturnType<typeof useOrderForm>;
