import { areaCodes, idempotencyKeyMaxLength, idempotencyKeyPattern } from '@swx/contract';
import type { IntegerRule, TextRule } from './body.ts';
import { Code } from './codes.ts';

/**
 * The bound of every text the upstream reads, in one place (docs/upstream-contract.md, "Input
 * bounds"). A rule with a `code` answers that catalogue code when broken; the others answer code 400
 * `{ reason: "INPUT_INVALID", field }`. Formats the services check afterwards (a username's
 * characters, a password's 6-32 characters, an amount's decimals) keep their own codes.
 */

/** Market codes of the catalogue and of any future instrument: letters, digits, `.`, `_`, `-`. */
const marketCode = /^[A-Za-z0-9._-]{1,32}$/;
/** Small numbers and enums in the query or path (`type`, `size`, `status`, ids): never longer than this. */
const shortValue = 32;

export const accountRules = {
  /** Login: a username or an e-mail (RFC 5321's 254 characters). */
  account: { field: 'userName', max: 254 },
  /** Checked in bytes before scrypt: scrypt's cost grows with the input, and 32 characters are ≤ 128 bytes. */
  loginPassword: { field: 'password', max: 128, unit: 'bytes', untrimmed: true },
  /** Register and reset: the 6-32 character rule answers 10004 for anything else. */
  newPassword: { field: 'password', max: 128, unit: 'bytes', untrimmed: true, code: Code.passwordWrong },
  userName: { field: 'userName', max: 254, code: Code.userNameWrong },
  email: { field: 'email', max: 254, code: Code.emailWrong },
  code: { field: 'code', max: 16, code: Code.codeWrong },
  purpose: { field: 'purpose', max: shortValue, code: Code.operationFailed },
  inviteCode: { field: 'inviteCode', max: 32 },
  areaCode: {
    field: 'areaCode',
    max: 5,
    pattern: new RegExp(`^(?:${areaCodes.map((c) => `\\${c}`).join('|')})$`),
  },
  phone: { field: 'phone', max: 20, pattern: /^\d{4,20}$/ },
  /** Social sign-in: a provider's ID token (a few kilobytes at most) and the browser's nonce secret. */
  idToken: { field: 'idToken', max: 8192 },
  nonce: { field: 'nonce', max: 128 },
} satisfies Record<string, TextRule>;

export const marketRules = {
  /** GET /index/getMarketInfo/{code}: an unknown but well-formed code answers null. */
  infoCode: { field: 'code', max: 32, pattern: marketCode },
  listCodes: { field: 'codes', max: 32, pattern: marketCode },
  klineCode: { field: 'code', max: 32, pattern: marketCode, code: Code.optionsProductWrong },
  klineInterval: { field: 'date', max: shortValue, code: Code.periodNotFound },
  klineSize: { field: 'size', max: shortValue },
  type: { field: 'type', max: shortValue },
} satisfies Record<string, TextRule>;

export const contentRules = {
  languageType: { field: 'languageType', max: shortValue },
  noticeType: { field: 'type', max: shortValue },
  id: { field: 'id', max: shortValue },
  /** `?lang=`: an interface language code or a BCP 47 tag (at most 35 characters, RFC 5646's practical bound). */
  lang: { field: 'lang', max: 35 },
  paramKey: { field: 'key', max: 64, pattern: /^[A-Za-z0-9_.-]{1,64}$/ },
  /** The help centre's search: words to find in a question or its answer. */
  keyword: { field: 'keyword', max: 100 },
  faqCategory: { field: 'category', max: 16, pattern: /^[a-z]{1,16}$/ },
  /** An article an operator publishes: its key, language code, title (the body has its own check). */
  slug: { field: 'key', max: 64, pattern: /^[a-z0-9][a-z0-9-]{0,63}$/ },
  language: { field: 'language', max: 2, pattern: /^[a-z]{2}$/ },
  title: { field: 'title', max: 200 },
  contentType: { field: 'type', max: 1, pattern: /^[123]$/ },
} satisfies Record<string, TextRule>;

export const orderRules = {
  code: { field: 'code', max: 32, pattern: marketCode, code: Code.optionsProductWrong },
  direction: { field: 'direction', max: shortValue, code: Code.operationFailed },
  amount: { field: 'amount', max: shortValue, code: Code.purchaseAmountWrong },
  limitTime: { field: 'limitTime', max: shortValue, code: Code.periodNotFound },
  stopLoss: { field: 'stopLoss', max: shortValue },
  takeProfit: { field: 'takeProfit', max: shortValue },
  id: { field: 'id', max: shortValue },
  status: { field: 'status', max: shortValue },
  /** Read from the `Idempotency-Key` header. */
  idempotencyKey: {
    field: 'idempotencyKey',
    max: idempotencyKeyMaxLength,
    pattern: idempotencyKeyPattern,
    untrimmed: true,
  },
} satisfies Record<string, TextRule>;

export const pageRules = {
  pageNum: { field: 'pageNum', min: 1, max: 1_000_000, fallback: 1 },
  pageSize: { field: 'pageSize', min: 1, max: 100, fallback: 20 },
} satisfies Record<string, IntegerRule>;

/** Customer service. */
export const chatRules = {
  /** The visitor's key: random, made and kept by their browser (X-Chat-Visitor). */
  visitor: { field: 'visitor', max: 128, pattern: /^[A-Za-z0-9_-]{32,128}$/ },
  clientKey: { field: 'clientKey', max: 64, pattern: /^[A-Za-z0-9_-]{8,64}$/ },
} satisfies Record<string, TextRule>;

export const chatNumberRules = {
  after: { field: 'after', min: 0, max: Number.MAX_SAFE_INTEGER, fallback: 0 },
  limit: { field: 'limit', min: 1, max: 100, fallback: 50 },
  messageId: { field: 'id', min: 1, max: Number.MAX_SAFE_INTEGER, fallback: 0 },
  lastReadId: { field: 'lastReadId', min: 0, max: Number.MAX_SAFE_INTEGER, fallback: 0 },
  conversationId: { field: 'id', min: 1, max: Number.MAX_SAFE_INTEGER, fallback: 0 },
} satisfies Record<string, IntegerRule>;

/** Money in and out. Formats the services check afterwards keep their own answers. */
export const moneyRules = {
  currency: { field: 'currency', max: 8 },
  network: { field: 'network', max: 32 },
  amount: { field: 'amount', max: 48 },
  paymentAmount: { field: 'paymentAmount', max: 48 },
  /** A transaction hash or id as explorers show it: hex with or without 0x, or base58. */
  transactionHash: { field: 'transactionHash', max: 128, pattern: /^[A-Za-z0-9]{8,128}$/ },
  lastSix: { field: 'lastSix', max: 6, pattern: /^[A-Za-z0-9]{6}$/ },
  method: { field: 'method', max: 32, code: Code.withdrawalMethodMissing },
  addressId: { field: 'addressId', max: 16, code: Code.receiveAddressMissing },
  /** Checked for its 6 digits by the service, with its own message; bounded before scrypt. */
  fundPassword: { field: 'fundPassword', max: 32, untrimmed: true },
  /** Wallet addresses: base58, bech32 or hex, and the odd memo-less exchange form. */
  address: { field: 'address', max: 128, pattern: /^[A-Za-z0-9:_-]{10,128}$/ },
  label: { field: 'label', max: 40 },
  remark: { field: 'remark', max: 500 },
  id: { field: 'id', max: 16, pattern: /^\d{1,15}$/ },
  status: { field: 'status', max: shortValue },
  /** The logged-in password change: the current password, checked like a login. */
  oldPassword: { field: 'oldPassword', max: 128, unit: 'bytes', untrimmed: true, code: Code.passwordWrong },
  loginPassword: { field: 'password', max: 128, unit: 'bytes', untrimmed: true, code: Code.passwordWrong },
} satisfies Record<string, TextRule>;

/** POST /user/loan and /user/repayLoan. The signature is bounded again, in bytes, once decoded (signature.ts). */
export const loanRules = {
  term: { field: 'term', max: 8 },
  amount: { field: 'amount', max: 48 },
  collateralCurrency: { field: 'collateralCurrency', max: 8 },
  signature: { field: 'signature', max: 70_000 },
  status: { field: 'status', max: shortValue },
} satisfies Record<string, TextRule>;
