import { toScaled } from '@swx/contract/decimal';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawForm_query$data } from '../__generated__/WithdrawForm_query.graphql';
import type { WithdrawForm_viewer$data } from '../__generated__/WithdrawForm_viewer.graphql';
import { newIdempotencyKey } from '../relay/idempotencyKey';
import { placesOf } from './currencyPlaces';
import { useWithdrawMutation } from './mutations/useWithdrawMutation';
import { useTouchedErrors } from './useTouchedErrors';
import type { WithdrawalDraft } from './WithdrawConfirmDialog';
import { quoteWithdrawal, type WithdrawalQuote } from './withdrawalFee';

export type WithdrawField = 'method' | 'address' | 'amount' | 'fundPassword';
export type WithdrawErrors = Partial<Record<WithdrawField, string>>;
export type WithdrawalMethod = WithdrawForm_query$data['withdrawalMethods'][number];
export type BookAddress = WithdrawForm_viewer$data['addresses'][number];
/** A withdrawal the server took, for the form's success message. */
export type SubmittedWithdrawal = { orderNo: string; amount: string; received: string; currency: string };

/** What the form checks before the confirmation: each problem on its field. */
function withdrawalErrors(
  t: TFunction,
  form: {
    method: WithdrawalMethod | null;
    address: BookAddress | null;
    amount: string;
    fundPassword: string;
    quote: WithdrawalQuote | null;
    available: string | null;
  },
): WithdrawErrors {
  const { method, address, amount, quote, available } = form;
  const found: WithdrawErrors = {};
  if (!method) found.method = t('errors.WITHDRAWAL_METHOD_REQUIRED');
  if (method && !address) found.address = t('errors.RECEIVE_ADDRESS_MISSING');
  if (amount.trim() === '') found.amount = t('validation.withdrawAmountRequired');
  else if (method && !quote) found.amount = t('validation.amountInvalid');
  else if (method && quote) {
    const places = placesOf(method.currency);
    const units = toScaled(amount.trim(), places) ?? 0n;
    if (units < (toScaled(method.minAmount, places) ?? 0n))
      found.amount = t('errors.BELOW_MINIMUM_WITHDRAWAL');
    else if (available !== null && units > (toScaled(available, places) ?? 0n)) {
      found.amount = t('errors.BALANCE_INSUFFICIENT');
    }
  }
  if (!/^\d{6}$/.test(form.fundPassword)) found.fundPassword = t('errors.FUND_PASSWORD_FORMAT');
  return found;
}

/** The method chosen, the book's addresses of its currency and network, and the one picked. */
function useMethodAndAddress(methods: readonly WithdrawalMethod[], book: readonly BookAddress[]) {
  const [methodName, setMethodName] = useState('');
  const method = methods.find((candidate) => candidate.method === methodName) ?? null;
  const addresses = method
    ? book.filter((entry) => entry.currency === method.currency && entry.network === method.network)
    : [];
  const [addressId, setAddressId] = useState<number | null>(null);
  // Until the user picks one, the first address of the method's network.
  const address = addresses.find((entry) => entry.addressId === addressId) ?? addresses[0] ?? null;
  return { methodName, setMethodName, method, addresses, address, setAddressId };
}

/**
 * The withdrawal form's state: method, address, amount with its fee, fund password; `review`
 * checks them and opens the confirmation (`loadConfirmation` fetches its code), `confirm` sends.
 */
export function useWithdrawal({
  methods,
  account,
  loadConfirmation,
}: {
  methods: readonly WithdrawalMethod[];
  account: Pick<WithdrawForm_viewer$data, 'addresses' | 'balances'>;
  loadConfirmation: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const choice = useMethodAndAddress(methods, account.addresses);
  const { method, address } = choice;
  const [amount, setAmount] = useState('');
  const [fundPassword, setFundPassword] = useState('');
  const [draft, setDraft] = useState<WithdrawalDraft | null>(null);
  const [done, setDone] = useState<SubmittedWithdrawal | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [withdraw, isInFlight] = useWithdrawMutation();

  const available = method
    ? (account.balances.find((balance) => balance.currency === method.currency)?.available ?? '0')
    : null;
  const quote = method ? quoteWithdrawal(amount, method.feeRate, method.currency) : null;
  const found = withdrawalErrors(t, { method, address, amount, fundPassword, quote, available });
  const { errors, setErrors, touch, markSent, restart } = useTouchedErrors<WithdrawField>(found);

  const review = () => {
    markSent();
    if (Object.keys(found).length > 0 || !method || !address || !quote) return;
    loadConfirmation().catch(() => setDraft(null));
    setDraft({
      method: method.method,
      currency: method.currency,
      network: method.network,
      address: address.address,
      label: address.label,
      amount: amount.trim(),
      fee: quote.fee,
      received: quote.received,
    });
  };

  const confirm = async (): Promise<string | null> => {
    if (!draft || !address) return null;
    try {
      const result = await withdraw({
        method: draft.method,
        addressId: address.addressId,
        amount: draft.amount,
        fundPassword,
        idempotencyKey,
      });
      if (result.__typename === 'WithdrawPayload') {
        const { orderNo, amount: held, received, currency } = result.withdrawal;
        setDone({ orderNo, amount: held, received, currency });
        setDraft(null);
        setAmount('');
        setFundPassword('');
        restart();
        setIdempotencyKey(newIdempotencyKey());
        return null;
      }
      const code = result.__typename === '%other' ? 'UNKNOWN' : result.code;
      // A wrong fund password is fixed in the form: close the dialog and say so on the field.
      if (code === 'PASSWORD_WRONG' || code === 'FUND_PASSWORD_FORMAT') {
        setDraft(null);
        setErrors({ fundPassword: t('funds.fundPasswordWrong') });
        return null;
      }
      return t(`errors.${code}`);
    } catch {
      return t('errors.TIMEOUT');
    }
  };

  return {
    ...choice,
    amount,
    setAmount,
    fundPassword,
    setFundPassword,
    errors,
    setErrors,
    touch,
    restart,
    available,
    quote,
    draft,
    setDraft,
    done,
    setDone,
    review,
    confirm,
    isInFlight,
  };
}

export type Withdrawal = ReturnType<typeof useWithdrawal>;
