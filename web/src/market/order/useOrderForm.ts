import { useState } from 'react';
import type { AccountMode } from '../../__generated__/useBuyOptionsMutation.graphql';
import { newIdempotencyKey } from '../../relay/idempotencyKey';
import { useKeepDraft, useRestoredDraft } from '../../state/sessionDrafts';
import type { PendingOrder } from './OrderConfirmDialog';
import { optionPayout, stakeForPayout } from './optionPayout';
import { isOrderDraft, orderDraftKey } from './orderDraft';
import { type OrderDirection, type OrderForm, type OrderFormErrors, validateOrder } from './orderValidation';
import { plainStake } from './stakeSteps';

/** A period the market offers: its length in seconds, its minimum stake and what a win pays. */
export type OptionPeriod = {
  readonly period: number;
  readonly minAmount: string;
  readonly payoutRate: string;
};

/**
 * What the user types: the stake, or the payout a win should bring (the stake it takes is worked
 * out from the period's rate, and follows the period).
 */
export type StakeEntry = 'STAKE' | 'PAYOUT';

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
  const [entry, setEntry] = useState<StakeEntry>('STAKE');
  const [wanted, setWanted] = useState('');

  const findPeriod = (seconds: number | null) =>
    optionPeriods.find((item) => item.period === seconds) ?? optionPeriods[0] ?? null;
  const period = findPeriod(periodSeconds);
  const update = (patch: Partial<OrderForm>) => setForm((current) => ({ ...current, ...patch }));
  const setAmount = (amount: string) => {
    update({ amount });
    // A new stake is checked again at Review; the last Review's word on the old one would mislead.
    setErrors(({ amount: _stale, ...rest }) => rest);
  };
  /** The stake a wanted payout takes at a period's rate; empty while the payout is not readable. */
  const stakeFor = (payout: string, next: OptionPeriod | null) => {
    const found = next ? stakeForPayout(payout, next.payoutRate) : null;
    return found ? plainStake(found.stakeCents) : '';
  };
  /** The stake typed (or stepped, or picked): the stake is what the user sets again. */
  const setStake = (amount: string) => {
    setEntry('STAKE');
    setAmount(amount);
  };
  const setWantedPayout = (payout: string) => {
    setWanted(payout);
    setAmount(stakeFor(payout, period));
  };
  /** Switching to the payout starts from what the current stake pays, and back keeps the stake. */
  const switchEntry = (next: StakeEntry) => {
    if (next === entry) return;
    setEntry(next);
    if (next === 'PAYOUT') {
      const pays = period ? optionPayout(form.amount.trim(), period.payoutRate) : null;
      setWanted(pays && pays.stakeCents > 0n ? plainStake(pays.payoutCents) : '');
    }
  };
  const choosePeriod = (seconds: number) => {
    setPeriodSeconds(seconds);
    const next = findPeriod(seconds);
    // The payout a user asked for stays; the stake it takes follows the new period's rate.
    const amount = entry === 'PAYOUT' ? stakeFor(wanted, next) : form.amount;
    if (amount !== form.amount) update({ amount });
    // A message about the stake names the period's minimum: it follows the period.
    if (errors.amount && next) {
      const { amount: message } = validateOrder({ ...form, amount }, next.minAmount, '0');
      setErrors(({ amount: _old, ...rest }) => (message ? { ...rest, amount: message } : rest));
    }
  };

  /** Review's check: the order to confirm, or null (and the fields' errors shown) when it may not go. */
  const review = (
    market: OrderMarket,
    balance: string | null,
    accountMode: AccountMode,
    /** Up or Down pressed in the phone's order bar: that direction, reviewed at once. */
    direction: OrderDirection = form.direction,
  ): PendingOrder | null => {
    if (!period) return null;
    if (direction !== form.direction) update({ direction });
    const next = validateOrder({ ...form, direction }, period.minAmount, market.nowPrice, balance);
    setErrors(next);
    if (Object.keys(next).length > 0) return null;
    return {
      idempotencyKey: newIdempotencyKey(),
      code: market.code,
      marketName: market.name,
      direction,
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
    entry,
    wanted,
    update,
    setStake,
    setWantedPayout,
    switchEntry,
    setPeriodSeconds: choosePeriod,
    review,
    /** The order went through: the stake (or payout) starts empty for the next one, the rest stays. */
    clearAmount: () => {
      setWanted('');
      setForm((current) => ({ ...current, amount: '' }));
    },
  };
}

export type OrderFormState = ReturnType<typeof useOrderForm>;
