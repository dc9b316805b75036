/** The checks of the password forms on /profile; each returns a message key, or null when valid. */

export function validateNewPassword(password: string): string | null {
  if (!password) return 'validation.passwordRequired';
  return password.length >= 6 && password.length <= 32 ? null : 'profileMoney.password.length';
}

export function validateFundPassword(fundPassword: string): string | null {
  return /^\d{6}$/.test(fundPassword) ? null : 'errors.FUND_PASSWORD_FORMAT';
}

export function validateConfirmation(password: string, confirmation: string): string | null {
  if (!confirmation) return 'validation.confirmRequired';
  return confirmation === password ? null : 'validation.passwordMismatch';
}

export function validateRequired(value: string): string | null {
  return value ? null : 'validation.passwordRequired';
}

/** Keeps only the messages that are set; an empty object means the form may be sent. */
export function errorsOf<K extends string>(checks: Record<K, string | null>): Partial<Record<K, string>> {
  return Object.fromEntries(Object.entries(checks).filter(([, message]) => message)) as Partial<
    Record<K, string>
  >;
}
