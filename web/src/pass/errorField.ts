import type { ResultError } from '../relay/resultError';

export type CredentialField = 'userName' | 'email' | 'code' | 'password';

const fieldByCode: Partial<Record<ResultError['code'], CredentialField>> = {
  USERNAME_INVALID: 'userName',
  USERNAME_EXISTS: 'userName',
  EMAIL_INVALID: 'email',
  EMAIL_EXISTS: 'email',
  USER_NOT_FOUND: 'email',
  PASSWORD_WRONG: 'password',
  VERIFICATION_CODE_NOT_SENT: 'code',
  VERIFICATION_CODE_WRONG: 'code',
};

/** Which input a server error belongs to, so it shows beside that input; null = form level. */
export function errorField(error: ResultError): CredentialField | null {
  const named = error.field;
  if (named === 'userName' || named === 'email' || named === 'code' || named === 'password') return named;
  return fieldByCode[error.code] ?? null;
}
