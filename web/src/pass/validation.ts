/** Client-side checks of credentials; each returns the i18n key of its message, or null when valid. */

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const userNamePattern = /^[A-Za-z0-9_]{3,20}$/;

export function validateAccount(account: string): string | null {
  if (!account.trim()) return 'validation.accountRequired';
  if (account.includes('@') && !emailPattern.test(account.trim())) return 'validation.emailFormat';
  return null;
}

export function validateEmail(email: string): string | null {
  if (!email.trim()) return 'validation.emailRequired';
  if (!emailPattern.test(email.trim())) return 'validation.emailFormat';
  return null;
}

export function validateUserName(userName: string): string | null {
  if (!userName.trim()) return 'validation.userNameRequired';
  if (!userNamePattern.test(userName.trim())) return 'validation.userNameFormat';
  return null;
}

export function validatePassword(password: string): string | null {
  return password ? null : 'validation.passwordRequired';
}

/** The sign-up and reset rule the server enforces (code 10004): 6-32 characters. */
export const newPasswordLength = { min: 6, max: 32 } as const;

/** A new password (sign-up, reset): present, then within the rule. */
export function validateNewPassword(password: string): string | null {
  if (!password) return 'validation.passwordRequired';
  const { length } = password;
  return length >= newPasswordLength.min && length <= newPasswordLength.max
    ? null
    : 'validation.passwordLength';
}

export function validateConfirmation(password: string, confirmation: string): string | null {
  if (!confirmation) return 'validation.confirmRequired';
  return confirmation === password ? null : 'validation.passwordMismatch';
}

export function validateCode(code: string): string | null {
  return code.trim() ? null : 'validation.codeRequired';
}

/** Keeps only the messages that are set; an empty object means the form may be sent. */
export function collectErrors<K extends string>(
  checks: Record<K, string | null>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(checks) as K[]) {
    const message = checks[key];
    if (message) errors[key] = message;
  }
  return errors;
}
