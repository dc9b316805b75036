import { describe, expect, it } from 'vitest';
import { errorsOf, validateConfirmation, validateFundPassword, validateNewPassword } from './passwordChecks';

describe('password form checks', () => {
  it('wants a new login password of 6-32 characters', () => {
    expect(validateNewPassword('')).toBe('validation.passwordRequired');
    expect(validateNewPassword('12345')).toBe('profileMoney.password.length');
    expect(validateNewPassword('x'.repeat(33))).toBe('profileMoney.password.length');
    expect(validateNewPassword('secret1')).toBeNull();
  });

  it('says "fund password must be 6 digits" for anything but six digits', () => {
    for (const wrong of ['', '12345', '1234567', '12a456', '12 456']) {
      expect(validateFundPassword(wrong)).toBe('errors.FUND_PASSWORD_FORMAT');
    }
    expect(validateFundPassword('012345')).toBeNull();
  });

  it('says the two passwords are inconsistent when the confirmation differs', () => {
    expect(validateConfirmation('secret1', '')).toBe('validation.confirmRequired');
    expect(validateConfirmation('secret1', 'secret2')).toBe('validation.passwordMismatch');
    expect(validateConfirmation('secret1', 'secret1')).toBeNull();
    expect(errorsOf({ a: null, b: 'x' })).toEqual({ b: 'x' });
  });
});
