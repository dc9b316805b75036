import { describe, expect, it } from 'vitest';
import {
  validateAccount,
  validateConfirmation,
  validateEmail,
  validateNewPassword,
  validateUserName,
} from './validation';

describe('credential validation', () => {
  it('asks for a username or email when the account is empty', () => {
    expect(validateAccount('  ')).toBe('validation.accountRequired');
    expect(validateAccount('alice')).toBeNull();
    expect(validateAccount('alice@')).toBe('validation.emailFormat');
  });

  it('tells an empty email from a malformed one', () => {
    expect(validateEmail('')).toBe('validation.emailRequired');
    expect(validateEmail('a@b')).toBe('validation.emailFormat');
    expect(validateEmail('a@b.io')).toBeNull();
  });

  it('asks to confirm, then to make both passwords match', () => {
    expect(validateConfirmation('secret1', '')).toBe('validation.confirmRequired');
    expect(validateConfirmation('secret1', 'secret2')).toBe('validation.passwordMismatch');
    expect(validateConfirmation('secret1', 'secret1')).toBeNull();
  });

  it('accepts 3-20 letters, digits or underscores as a username', () => {
    expect(validateUserName('ab')).toBe('validation.userNameFormat');
    expect(validateUserName('alice_01')).toBeNull();
  });

  it('holds a new password to 6-32 characters, as the server does', () => {
    expect(validateNewPassword('')).toBe('validation.passwordRequired');
    expect(validateNewPassword('abc')).toBe('validation.passwordLength');
    expect(validateNewPassword('abcdef')).toBeNull();
    expect(validateNewPassword('a'.repeat(32))).toBeNull();
    expect(validateNewPassword('a'.repeat(33))).toBe('validation.passwordLength');
  });
});
