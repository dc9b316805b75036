import { describe, expect, it } from 'vitest';
import { type DepositForm, PROOF_MAX_BYTES, validateDeposit } from './depositValidation';

const proof = new File([new Uint8Array(10)], 'proof.png', { type: 'image/png' });
const valid: DepositForm = {
  amount: '150',
  paymentAmount: '150',
  transactionHash: 'abc123def456',
  lastSix: 'a1b2c3',
  proof,
};

describe('validateDeposit', () => {
  it('accepts a complete deposit at or above the minimum', () => {
    expect(validateDeposit(valid, 'USDT', '120')).toEqual({});
    expect(validateDeposit({ ...valid, amount: '120' }, 'USDT', '120')).toEqual({});
  });

  it('names the minimum of the currency below it', () => {
    expect(validateDeposit({ ...valid, amount: '100' }, 'USDT', '120').amount).toEqual({
      key: 'errors.BELOW_MINIMUM_DEPOSIT',
      values: { currency: 'USDT', minimum: '120' },
    });
    expect(validateDeposit({ ...valid, amount: '0.01' }, 'BTC', '0.015').amount?.key).toBe(
      'errors.BELOW_MINIMUM_DEPOSIT',
    );
  });

  it('keeps each currency at its own places: 8 for BTC, 18 for ETH, 2 for USDT', () => {
    expect(validateDeposit({ ...valid, amount: '0.01500001' }, 'BTC', '0.015').amount).toBeUndefined();
    expect(
      validateDeposit({ ...valid, amount: '0.200000000000000001' }, 'ETH', '0.2').amount,
    ).toBeUndefined();
    expect(validateDeposit({ ...valid, amount: '150.001' }, 'USDT', '120').amount?.key).toBe(
      'validation.amountInvalid',
    );
  });

  it('asks for every field and a proof within the size limit', () => {
    const empty = { amount: '', paymentAmount: '', transactionHash: '', lastSix: '12', proof: null };
    expect(Object.keys(validateDeposit(empty, 'USDT', '120')).sort()).toEqual([
      'amount',
      'lastSix',
      'paymentAmount',
      'proof',
      'transactionHash',
    ]);
    const large = new File([new Uint8Array(PROOF_MAX_BYTES + 1)], 'big.png');
    expect(validateDeposit({ ...valid, proof: large }, 'USDT', '120').proof?.key).toBe(
      'errors.IMAGE_TOO_LARGE',
    );
  });
});
