// The API's error and notice code catalogue as the gateway's ErrorCode / NoticeCode enums.
// Each code also names the error type a mutation returns it as, so clients branch on __typename.

export type ErrorKind =
  | 'InputError'
  | 'CredentialsError'
  | 'ConflictError'
  | 'VerificationCodeError'
  | 'ServiceError';

type CatalogueEntry = { number: number; name: string; text: string; kind: ErrorKind; field?: string };

export const ERROR_CATALOGUE = [
  {
    number: 10001,
    name: 'ACCOUNT_REQUIRED',
    text: 'enter username or email',
    kind: 'InputError',
    field: 'account',
  },
  { number: 10002, name: 'EMAIL_INVALID', text: 'email wrong', kind: 'InputError', field: 'email' },
  {
    number: 10003,
    name: 'USERNAME_INVALID',
    text: 'username input error',
    kind: 'InputError',
    field: 'userName',
  },
  {
    number: 10004,
    name: 'PASSWORD_WRONG',
    text: 'password wrong',
    kind: 'CredentialsError',
    field: 'password',
  },
  { number: 10005, name: 'USER_STATUS_ABNORMAL', text: 'abnormal user status', kind: 'CredentialsError' },
  {
    number: 10006,
    name: 'USERNAME_EXISTS',
    text: 'username exists',
    kind: 'ConflictError',
    field: 'userName',
  },
  {
    number: 10007,
    name: 'EMAIL_EXISTS',
    text: 'email (or phone) exists',
    kind: 'ConflictError',
    field: 'email',
  },
  { number: 10008, name: 'USER_STATUS_WRONG', text: 'wrong user status', kind: 'CredentialsError' },
  {
    number: 10009,
    name: 'USER_NOT_FOUND',
    text: 'user not found',
    kind: 'CredentialsError',
    field: 'account',
  },
  {
    number: 10010,
    name: 'SMART_PRODUCT_WRONG',
    text: 'smart trading / advisor product wrong',
    kind: 'InputError',
  },
  {
    number: 10011,
    name: 'BALANCE_INSUFFICIENT_RECHARGE',
    text: 'insufficient balance; recharge or release deposit before buying',
    kind: 'ServiceError',
  },
  { number: 10012, name: 'DAYS_NOT_FOUND', text: 'days not found', kind: 'InputError' },
  {
    number: 10013,
    name: 'INVESTMENT_AMOUNT_WRONG',
    text: 'investment amount wrong',
    kind: 'InputError',
    field: 'amount',
  },
  {
    number: 10014,
    name: 'OPTIONS_PRODUCT_WRONG',
    text: 'options product wrong',
    kind: 'InputError',
    field: 'code',
  },
  {
    number: 10015,
    name: 'NOT_TRADABLE',
    text: 'currently not tradable / not in trading time',
    kind: 'ServiceError',
  },
  {
    number: 10016,
    name: 'PURCHASE_AMOUNT_WRONG',
    text: 'purchase amount wrong',
    kind: 'InputError',
    field: 'amount',
  },
  { number: 10017, name: 'PERIOD_NOT_FOUND', text: 'period not found', kind: 'InputError', field: 'period' },
  {
    number: 10018,
    name: 'SYSTEM_PARAMETER_FAILED',
    text: 'failed to get system parameters',
    kind: 'ServiceError',
  },
  {
    number: 10019,
    name: 'VERIFICATION_STATUS_WRONG',
    text: 'wrong verification status',
    kind: 'ServiceError',
  },
  { number: 10020, name: 'COLLECTION_STATUS_WRONG', text: 'collection status wrong', kind: 'ServiceError' },
  {
    number: 10021,
    name: 'RECEIVE_ADDRESS_MISSING',
    text: 'receive address not filled',
    kind: 'InputError',
    field: 'address',
  },
  {
    number: 10022,
    name: 'NOT_REAL_NAME_VERIFIED',
    text: 'user not real-name verified',
    kind: 'ServiceError',
  },
  { number: 10023, name: 'LOAN_TERM_WRONG', text: 'loan term wrong', kind: 'InputError', field: 'term' },
  {
    number: 10024,
    name: 'PRODUCT_ALREADY_BOUGHT',
    text: 'same product already bought',
    kind: 'ConflictError',
  },
  {
    number: 10025,
    name: 'WITHDRAWAL_METHOD_REQUIRED',
    text: 'select withdrawal method',
    kind: 'InputError',
    field: 'method',
  },
  { number: 10026, name: 'BALANCE_INSUFFICIENT', text: 'insufficient balance', kind: 'ServiceError' },
  {
    number: 10090,
    name: 'VERIFICATION_CODE_NOT_SENT',
    text: 'send phone verification code',
    kind: 'VerificationCodeError',
  },
  { number: 10091, name: 'VERIFICATION_CODE_WRONG', text: 'code wrong', kind: 'VerificationCodeError' },
  { number: 10092, name: 'OPERATION_FAILED', text: 'operation failed', kind: 'ServiceError' },
  { number: 10093, name: 'CODE_SENDING_FAILED', text: 'sending code failed', kind: 'VerificationCodeError' },
  {
    number: 30001,
    name: 'CREDIT_SCORE_INSUFFICIENT',
    text: 'insufficient credit score',
    kind: 'ServiceError',
  },
  {
    number: 30002,
    name: 'BELOW_MINIMUM_PURCHASE',
    text: 'below minimum purchase',
    kind: 'InputError',
    field: 'amount',
  },
  { number: 30003, name: 'NOT_VERIFIED', text: 'not verified', kind: 'ServiceError' },
  { number: 30004, name: 'FUNDS_INSUFFICIENT', text: 'insufficient funds', kind: 'ServiceError' },
  {
    number: 30005,
    name: 'BELOW_MINIMUM_WITHDRAWAL',
    text: 'below minimum withdrawal',
    kind: 'InputError',
    field: 'amount',
  },
] as const satisfies readonly CatalogueEntry[];

/**
 * Validation messages the upstream enforces but the code catalogue gives no number; the
 * contract carries them as envelope code 400 with `result.reason`.
 */
export const VALIDATION_ERRORS = [
  { name: 'PRICES_UNREASONABLE', text: 'validation: stop loss / take profit prices unreasonable' },
  {
    name: 'DEMO_ACCOUNT_DISABLED',
    text: 'validation: the demo account cannot deposit or withdraw; switch to the real account',
  },
  {
    name: 'BELOW_MINIMUM_DEPOSIT',
    text: 'validation: minimum deposit of {currency} is {minimum} (both on the error)',
  },
  { name: 'IMAGE_FORMAT_INCORRECT', text: 'validation: image format incorrect (JPG, JPEG 2000 or PNG)' },
  { name: 'IMAGE_TOO_LARGE', text: 'validation: the image must not exceed {maxBytes} bytes (on the error)' },
  { name: 'PROOF_REQUIRED', text: 'validation: upload the proof' },
  { name: 'INPUT_INCOMPLETE', text: 'validation: input incomplete, fill in complete info; `field` names it' },
  { name: 'IMAGE_REQUIRED', text: 'validation: upload the required image; `field` names it' },
  {
    name: 'LOAN_SIGNATURE_REQUIRED',
    text: 'validation: loan signature required (the agreement is not signed)',
  },
  {
    name: 'LOAN_AMOUNT_OUT_OF_RANGE',
    text: 'validation: the loan amount must be between {minimum} and {maximum} (both on the error)',
  },
  { name: 'FUND_PASSWORD_FORMAT', text: 'validation: fund password must be 6 digits' },
  { name: 'FUND_PASSWORD_NOT_SET', text: 'validation: set the fund password first' },
  {
    name: 'SOCIAL_TOKEN_INVALID',
    text: "social sign-in: the provider's ID token is forged, for another site, expired, already used or not from this browser's flow",
  },
  {
    name: 'SOCIAL_PROVIDER_UNAVAILABLE',
    text: 'social sign-in: the provider is not configured here, or its keys cannot be fetched',
  },
  {
    name: 'SOCIAL_EMAIL_UNVERIFIED',
    text: 'social sign-in: the provider has not verified the e-mail address, so no account is opened or created with it',
  },
  {
    name: 'INPUT_INVALID',
    text: 'validation: an input is too long, out of range or has characters that are not allowed; `field` names it',
  },
] as const;

/** The gateway's own codes, for failures that never reached a catalogue answer. */
export const GATEWAY_ERRORS = [
  { name: 'UNKNOWN', text: 'gateway: the upstream answered with a code this gateway does not know' },
  {
    name: 'TIMEOUT',
    text: 'gateway: the upstream did not answer within the timeout ("network timeout, check the order list"); the outcome is unknown',
  },
  {
    name: 'UPSTREAM_UNAVAILABLE',
    text: 'gateway: the upstream cannot be reached; the request was not sent, so retrying is safe',
  },
  {
    name: 'OUTCOME_UNKNOWN',
    text: 'gateway: the request reached the upstream but its answer was lost; retry with the same idempotency key or look the order up',
  },
  {
    name: 'UPSTREAM_HTTP_ERROR',
    text: 'gateway: the upstream answered an HTTP status without its envelope; upstreamStatus says which',
  },
  {
    name: 'UPSTREAM_MALFORMED',
    text: 'gateway: the upstream answered a shape outside the contract (its message names the field)',
  },
  { name: 'RATE_LIMITED', text: 'gateway (429): too many attempts; retry after retryAfterSeconds' },
  { name: 'UNAUTHENTICATED', text: 'gateway (401): the token is missing or expired; sign in again' },
] as const;

export const NOTICE_CATALOGUE = [
  { number: 20001, name: 'SUBMITTED_FOR_REVIEW', text: 'submitted for review' },
  { number: 20002, name: 'RECHARGE_SUBMITTED', text: 'recharge added and submitted' },
  { number: 20003, name: 'WITHDRAWAL_SUBMITTED', text: 'withdrawal added and submitted' },
  { number: 20004, name: 'PURCHASE_SUCCESS', text: 'purchase success' },
  { number: 20005, name: 'MODIFIED', text: 'modified' },
  { number: 20006, name: 'EMAIL_ALREADY_REGISTERED', text: 'email already registered' },
  {
    number: 20007,
    name: 'PHONE_REGISTERED',
    text: 'varies by language: phone registered, deleted, or code correct',
  },
] as const;

export type CatalogueErrorCode = (typeof ERROR_CATALOGUE)[number]['name'];
export type ErrorCode =
  | CatalogueErrorCode
  | (typeof VALIDATION_ERRORS)[number]['name']
  | (typeof GATEWAY_ERRORS)[number]['name'];
export type NoticeCode = (typeof NOTICE_CATALOGUE)[number]['name'];

const byNumber = new Map<number, (typeof ERROR_CATALOGUE)[number]>(ERROR_CATALOGUE.map((e) => [e.number, e]));
const noticeByNumber = new Map<number, NoticeCode>(NOTICE_CATALOGUE.map((n) => [n.number, n.name]));

export function catalogueEntry(code: number): (typeof ERROR_CATALOGUE)[number] | undefined {
  return byNumber.get(code);
}

export function noticeFor(code: number | undefined): NoticeCode | null {
  return code === undefined ? null : (noticeByNumber.get(code) ?? null);
}
