import { toScaled } from '@swx/contract/decimal';
import { placesOf } from './currencyPlaces';

export type DepositForm = {
  amount: string;
  paymentAmount: string;
  transactionHash: string;
  lastSix: string;
  proof: File | null;
};

export type DepositField = keyof DepositForm;

/** An i18n key per field, with the values its message needs. */
export type DepositErrors = Partial<Record<DepositField, { key: string; values?: Record<string, string> }>>;

/** The proof limit the reference upstream applies by default (it answers IMAGE_TOO_LARGE above it). */
export const PROOF_MAX_BYTES = 2 * 1024 * 1024;

const HASH = /^[A-Za-z0-9]{8,128}$/;
const SIX = /^[A-Za-z0-9]{6}$/;

function amountError(text: string, currency: string, minimum?: string) {
  const value = text.trim();
  if (value === '') return { key: 'validation.amountRequired' };
  const units = toScaled(value, placesOf(currency));
  if (units === null || units <= 0n) return { key: 'validation.amountInvalid' };
  if (minimum !== undefined) {
    const least = toScaled(minimum, placesOf(currency));
    if (least !== null && units < least) {
      return { key: 'errors.BELOW_MINIMUM_DEPOSIT', values: { currency, minimum } };
    }
  }
  return null;
}

/**
 * Checks the deposit form before it is sent (the product's messages: enter amount / correct amount, minimum
 * deposit of {name} is {limit}, upload certificate / proof, maximum size). The server checks all of
 * it again, and the image's type by its bytes; these only spare a round trip and a wasted upload.
 */
export function validateDeposit(form: DepositForm, currency: string, minimum: string): DepositErrors {
  const errors: DepositErrors = {};
  const amount = amountError(form.amount, currency, minimum);
  if (amount) errors.amount = amount;
  const payment = amountError(form.paymentAmount, currency);
  if (payment) errors.paymentAmount = payment;
  if (!HASH.test(form.transactionHash.trim())) errors.transactionHash = { key: 'funds.hashInvalid' };
  if (!SIX.test(form.lastSix.trim())) errors.lastSix = { key: 'funds.lastSixInvalid' };
  if (!form.proof) errors.proof = { key: 'funds.proofRequired' };
  else if (form.proof.size > PROOF_MAX_BYTES) {
    errors.proof = { key: 'errors.IMAGE_TOO_LARGE', values: { size: '2 MB' } };
  }
  return errors;
}
