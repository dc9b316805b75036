import { describe, expect, it } from 'vitest';
import { validateAddress } from './addressValidation';

const valid = { currency: 'USDT', network: 'TRC20', address: 'TXYZ1234567890abcdef', label: 'Cold wallet' };

describe('address form checks', () => {
  it('accepts an address of 10-128 allowed characters with a short label', () => {
    expect(validateAddress(valid)).toEqual({});
    expect(validateAddress({ ...valid, address: 'bc1:abc_def-12', label: '' })).toEqual({});
  });

  it('asks for an address, then for its allowed form', () => {
    expect(validateAddress({ ...valid, address: '  ' }).address).toBe(
      'profileMoney.addresses.addressRequired',
    );
    expect(validateAddress({ ...valid, address: 'short' }).address).toBe(
      'profileMoney.addresses.addressFormat',
    );
    expect(validateAddress({ ...valid, address: 'has spaces inside it' }).address).toBe(
      'profileMoney.addresses.addressFormat',
    );
  });

  it('asks for a network and refuses a label over 40 characters', () => {
    const errors = validateAddress({ ...valid, network: '', label: 'x'.repeat(41) });
    expect(errors).toEqual({
      network: 'profileMoney.addresses.networkRequired',
      label: 'profileMoney.addresses.labelTooLong',
    });
  });
});
