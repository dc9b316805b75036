import { useMemo, useState } from 'react';
import type { Currency, DepositForm_query$data } from '../__generated__/DepositForm_query.graphql';
import type { DepositOutcome_recharge$key } from '../__generated__/DepositOutcome_recharge.graphql';
import type { ErrorCode } from '../__generated__/useRechargeMutation.graphql';
import { newIdempotencyKey } from '../relay/idempotencyKey';
import {
  type DepositErrors,
  type DepositField,
  type DepositForm as Fields,
  validateDeposit,
} from './depositValidation';
import { useRechargeMutation } from './mutations/useRechargeMutation';

export type DepositChannel = DepositForm_query$data['depositChannels'][number];
/** The deposit the server took: its record, which the banner follows through its review. */
export type SubmittedDeposit = DepositOutcome_recharge$key;
export type DepositFailure = { code: ErrorCode | 'NETWORK'; values?: Record<string, string> };

const emptyFields: Fields = { amount: '', paymentAmount: '', transactionHash: '', lastSix: '', proof: null };

// The errors that belong to a field the user can fix.
const fieldOfCode: Partial<Record<ErrorCode, DepositField>> = {
  BELOW_MINIMUM_DEPOSIT: 'amount',
  IMAGE_FORMAT_INCORRECT: 'proof',
  IMAGE_TOO_LARGE: 'proof',
  PROOF_REQUIRED: 'proof',
};

function fieldOf(name: string | null | undefined): DepositField | null {
  const known: readonly string[] = ['amount', 'paymentAmount', 'transactionHash', 'lastSix', 'proof'];
  const last = name?.split('.').at(-1) ?? '';
  return known.includes(last) ? (last as DepositField) : null;
}

/** A currency's network to open on: the first with a receive address (that takes deposits), else the first. */
function openingNetwork(channels: readonly DepositChannel[], currency: Currency | undefined): string {
  const own = channels.filter((channel) => channel.currency === currency);
  return (own.find((channel) => channel.address) ?? own[0])?.network ?? '';
}

/** The currency picked (the first at the start), its networks and the channel of the network picked. */
export function useDepositChannel(depositChannels: readonly DepositChannel[]) {
  const currencies = useMemo(
    () => [...new Set(depositChannels.map((channel) => channel.currency))],
    [depositChannels],
  );
  const [currency, setCurrency] = useState<Currency | undefined>(currencies[0]);
  const networks = depositChannels.filter((channel) => channel.currency === currency);
  const [network, setNetwork] = useState(() => openingNetwork(depositChannels, currencies[0]));
  const channel = networks.find((candidate) => candidate.network === network) ?? networks[0];
  const pickCurrency = (next: Currency) => {
    setCurrency(next);
    setNetwork(openingNetwork(depositChannels, next));
  };
  return { currencies, currency, pickCurrency, networks, setNetwork, channel };
}

/**
 * The deposit form's fields, their errors and the upload: `submit` checks the fields, sends them
 * with the proof, and puts a refusal on the field it belongs to (or the form).
 */
export function useDepositSubmission(currency: Currency | undefined, channel: DepositChannel | undefined) {
  const [fields, setFields] = useState<Fields>(emptyFields);
  const [errors, setErrors] = useState<DepositErrors>({});
  const [failure, setFailure] = useState<DepositFailure | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState<SubmittedDeposit | null>(null);
  // One key per deposit: a retry after a lost answer finds the same record, never a second one.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const [recharge, isInFlight] = useRechargeMutation();

  const set = (field: DepositField, value: Fields[DepositField]) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async () => {
    if (!currency || !channel) return;
    setFailure(null);
    const found = validateDeposit(fields, currency, channel.minAmount);
    setErrors(found);
    if (Object.keys(found).length > 0 || !fields.proof) return;
    setProgress(0);
    try {
      const result = await recharge(
        {
          currency,
          network: channel.network,
          amount: fields.amount.trim(),
          paymentAmount: fields.paymentAmount.trim(),
          transactionHash: fields.transactionHash.trim(),
          lastSix: fields.lastSix.trim(),
          idempotencyKey,
        },
        fields.proof,
        setProgress,
      );
      if (result.__typename === 'RechargePayload') {
        setSubmitted(result.recharge);
        setFields(emptyFields);
        setIdempotencyKey(newIdempotencyKey());
        return;
      }
      const code = result.__typename === '%other' ? 'UNKNOWN' : result.code;
      const values: Record<string, string> = {};
      if (result.__typename === 'InputError') {
        if (result.minimum) values.minimum = result.minimum;
        if (result.currency) values.currency = result.currency;
        if (result.maxBytes) values.size = `${Math.floor(result.maxBytes / (1024 * 1024))} MB`;
        // The error belongs to a field the user can fix: show it there, keep everything typed.
        const field = fieldOfCode[code] ?? fieldOf(result.field);
        if (field) {
          setErrors({ [field]: { key: `errors.${code}`, values } });
          return;
        }
      }
      setFailure({ code, values });
    } catch {
      // The upload or its answer was lost: the same key makes a retry safe.
      setFailure({ code: 'NETWORK' });
    } finally {
      setProgress(null);
    }
  };

  /** Another currency starts without the last one's messages. */
  const clearMessages = () => {
    setErrors({});
    setFailure(null);
  };

  return { fields, set, errors, failure, progress, submitted, submit, clearMessages, isInFlight };
}

export type DepositSubmission = ReturnType<typeof useDepositSubmission>;
