import type { LoanCollateral, LoanConfig, LoanQuota, LoanRecord, LoanStatus } from '@swx/contract';
import { formatCents, toScaled } from '@swx/contract/decimal';
import { builder } from '../builder.ts';
import { noticeFor } from '../errors/catalogue.ts';
import { InputError, ServiceError } from '../errors/errors.ts';
import { checkIdempotencyKey } from '../errors/idempotency-key.ts';
import { borrow, listLoanRecord, loanConfig, loanQuota, repayLoan } from '../upstream/loans.ts';
import { CurrencyEnum } from './currency.ts';
import { NoticeCodeEnum } from './errors.ts';
import { realCaller } from './money-caller.ts';
import { pageConnection } from './page-connection.ts';
import { recordIdOf } from './record-id.ts';
import { typedMutation } from './typed-mutation.ts';
import { KYC_STATUSES, KycStatusEnum, ViewerRef } from './viewer.ts';

/**
 * Crypto-backed loans: USDT paid out to the real account against BTC or ETH collateral,
 * reviewed by an operator. The rules: docs/upstream-contract.md, "Loans"; the arithmetic the
 * web calculator shares with the upstream: `@swx/contract/loan-terms`.
 */

const LOAN_STATUSES = ['PENDING', 'REPAYING', 'REPAID', 'EXPIRED', 'REJECTED'] as const;
const LoanStatusEnum = builder.enumType('LoanStatus', {
  description:
    'The states of a loan: pending review → repaying → repaid; expired; audit not passed (REJECTED).',
  values: {
    PENDING: { description: 'Pending review: the collateral is held, nothing paid out yet.' },
    REPAYING: { description: 'Paid out; to be repaid by the repayment date.' },
    REPAID: { description: 'Repaid; the collateral came back.' },
    EXPIRED: { description: 'Unpaid past the grace days: the collateral covering the debt was liquidated.' },
    REJECTED: { description: 'Audit not passed: the collateral came back; `remark` says why.' },
  },
});

const contractStatus = (status: (typeof LOAN_STATUSES)[number] | null | undefined) =>
  status ? (status.toLowerCase() as LoanStatus) : undefined;

const LoanCollateralRef = builder.objectRef<LoanCollateral>('LoanCollateral').implement({
  description: 'A currency accepted as collateral, valued at the last price recorded for its market.',
  fields: (t) => ({
    currency: t.field({ type: CurrencyEnum, resolve: (c) => c.currency }),
    marketCode: t.exposeString('marketCode', { description: 'The market whose price values it (BTCUSDT).' }),
    price: t.expose('price', {
      type: 'Decimal',
      nullable: true,
      description: 'USDT per coin, simulated; null when no price was recorded in the last 10 minutes.',
    }),
    priceAt: t.expose('priceAt', { type: 'DateTime', nullable: true }),
  }),
});

const LoanConfigRef = builder.objectRef<LoanConfig>('LoanConfig').implement({
  description: "The operator's loan parameters (new loans are signed under these).",
  fields: (t) => ({
    currency: t.field({ type: CurrencyEnum, resolve: () => 'USDT' as const }),
    termOptions: t.exposeIntList('terms', { description: 'Loan terms in days.' }),
    interestFreeDays: t.exposeInt('interestFreeDays', {
      description: 'Days after the payout without interest.',
    }),
    dailyRate: t.expose('dailyRate', {
      type: 'Decimal',
      description: 'Interest per day on the principal after the interest-free days (0.0005 = 0.05 %).',
    }),
    lateDailyRate: t.expose('lateDailyRate', {
      type: 'Decimal',
      description: 'Liquidated damages per day overdue, on the principal.',
    }),
    graceDays: t.exposeInt('graceDays', {
      description: 'Days overdue after which the loan expires and its collateral is liquidated.',
    }),
    minAmount: t.expose('minAmount', { type: 'Decimal' }),
    maxUnverified: t.expose('maxUnverified', {
      type: 'Decimal',
      description: 'Most a user without a verified identity may owe at once.',
    }),
    maxVerified: t.expose('maxVerified', {
      type: 'Decimal',
      description: 'Most a verified user may owe at once.',
    }),
    collateralRatio: t.expose('collateralRatio', {
      type: 'Decimal',
      description: 'Collateral value per unit of principal at the recorded price (1.5 = 150 %).',
    }),
    minCreditScore: t.exposeInt('minCreditScore'),
    collaterals: t.field({ type: [LoanCollateralRef], resolve: (config) => config.collaterals }),
  }),
});

builder.queryField('loanConfig', (t) =>
  t.field({
    type: LoanConfigRef,
    description: 'Loan parameters and collateral prices (public: the calculator works for visitors too).',
    resolve: async (_, __, ctx) => (await loanConfig(ctx.upstream, ctx.caller)).result,
  }),
);

const LoanQuotaRef = builder.objectRef<LoanQuota>('LoanQuota').implement({
  description: 'What the viewer may borrow now, and why.',
  fields: (t) => ({
    kycStatus: t.field({
      type: KycStatusEnum,
      resolve: (quota) => KYC_STATUSES[quota.kycStatus] ?? 'NOT_VERIFIED',
    }),
    creditScore: t.exposeInt('creditScore', {
      description: '100 − 15 per loan repaid late − 15 per loan overdue now − 50 per expired loan (0…100).',
    }),
    outstanding: t.expose('outstanding', {
      type: 'Decimal',
      description: 'Principal of pending and repaying loans.',
    }),
    limit: t.expose('limit', { type: 'Decimal', description: 'maxVerified or maxUnverified.' }),
    available: t.expose('available', { type: 'Decimal', description: 'limit − outstanding (not below 0).' }),
    availableVerified: t.expose('availableVerified', {
      type: 'Decimal',
      description: 'What `available` would be with a verified identity.',
    }),
  }),
});

builder.objectField(ViewerRef, 'loanQuota', (t) =>
  t.field({
    type: LoanQuotaRef,
    resolve: async (user, _, ctx) => (await loanQuota(ctx.upstream, realCaller(user, ctx))).result,
  }),
);

export const LoanRef = builder.objectRef<LoanRecord>('Loan');

/** The principal, the interest and the damages a repaid loan paid, summed in cents (USDT). */
function repaidAmount(loan: LoanRecord): string | null {
  if (loan.status !== 'repaid') return null;
  const parts = [loan.amount, loan.interest, loan.damages].map((value) => toScaled(value, 2));
  if (parts.some((part) => part === null)) return null;
  return formatCents(parts.reduce<bigint>((sum, part) => sum + (part ?? 0n), 0n));
}

builder.node(LoanRef, {
  description: 'A loan of the viewer: the agreed terms, the collateral, and what is owed as of now.',
  id: { resolve: (loan) => loan.id },
  fields: (t) => ({
    loanId: t.exposeInt('id'),
    orderNo: t.exposeString('orderNo', { description: 'The reference of its ledger entries.' }),
    currency: t.field({ type: CurrencyEnum, resolve: () => 'USDT' as const }),
    amount: t.expose('amount', { type: 'Decimal', description: 'The principal.' }),
    term: t.exposeInt('term', { description: 'Days from the payout to the repayment date.' }),
    interestFreeDays: t.exposeInt('interestFreeDays'),
    dailyRate: t.expose('dailyRate', { type: 'Decimal' }),
    lateDailyRate: t.expose('lateDailyRate', { type: 'Decimal' }),
    graceDays: t.exposeInt('graceDays'),
    totalInterest: t.expose('totalInterest', {
      type: 'Decimal',
      description: 'Interest when repaid on the repayment date (less when repaid earlier).',
    }),
    repaymentAmount: t.expose('repaymentAmount', {
      type: 'Decimal',
      description: 'What repaying on the repayment date costs, as agreed: amount + totalInterest.',
    }),
    repaidAmount: t.field({
      type: 'Decimal',
      nullable: true,
      description:
        'Repaid: what the repayment took from the USDT balance (amount + interest + damages paid); null otherwise.',
      resolve: (loan) => repaidAmount(loan),
    }),
    collateralCurrency: t.field({ type: CurrencyEnum, resolve: (loan) => loan.collateralCurrency }),
    collateralAmount: t.expose('collateralAmount', { type: 'Decimal' }),
    collateralRatio: t.expose('collateralRatio', { type: 'Decimal' }),
    collateralPrice: t.expose('collateralPrice', {
      type: 'Decimal',
      description: 'The recorded price (USDT per coin) the collateral was valued at.',
    }),
    status: t.field({
      type: LoanStatusEnum,
      resolve: (loan) => loan.status.toUpperCase() as (typeof LOAN_STATUSES)[number],
    }),
    repaymentDate: t.expose('repaymentDate', {
      type: 'DateTime',
      nullable: true,
      description: 'Approval + term; null until approved.',
    }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the collateral is liquidated if still unpaid; null until approved.',
    }),
    overdue: t.exposeBoolean('overdue'),
    overdueDays: t.exposeInt('overdueDays'),
    interest: t.expose('interest', {
      type: 'Decimal',
      description: 'Repaying: accrued so far; repaid: paid; expired: covered by the collateral.',
    }),
    damages: t.expose('damages', {
      type: 'Decimal',
      description: 'Liquidated damages: accrued (repaying), paid (repaid) or covered (expired).',
    }),
    amountDue: t.expose('amountDue', {
      type: 'Decimal',
      description: 'Repaying: what repayLoan takes from the USDT balance now; 0 otherwise.',
    }),
    liquidatedAmount: t.expose('liquidatedAmount', { type: 'Decimal', nullable: true }),
    liquidationPrice: t.expose('liquidationPrice', { type: 'Decimal', nullable: true }),
    remark: t.exposeString('remark', { nullable: true, description: 'Why the audit did not pass.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    approvedAt: t.expose('approvedAt', { type: 'DateTime', nullable: true }),
    settledAt: t.expose('settledAt', { type: 'DateTime', nullable: true }),
  }),
});

const LoanConnection = builder.connectionObject<typeof LoanRef, { totalCount: number }>(
  { type: LoanRef, name: 'LoanConnection', fields: (c) => ({ totalCount: c.exposeInt('totalCount') }) },
  { name: 'LoanConnectionEdge' },
);

builder.objectField(ViewerRef, 'loans', (t) =>
  t.connection(
    {
      type: LoanRef,
      description: "The viewer's loans, newest first.",
      args: { status: t.arg({ type: LoanStatusEnum }) },
      resolve: (user, args, ctx) =>
        pageConnection(args, async (pageNum, pageSize) => {
          const query = { status: contractStatus(args.status), pageNum, pageSize };
          return (await listLoanRecord(ctx.upstream, realCaller(user, ctx), query)).result;
        }),
    },
    LoanConnection,
  ),
);

type LoanResult = { loan: LoanRecord; notice: ReturnType<typeof noticeFor> };

function loanPayload(name: string, after: string) {
  return builder.objectRef<LoanResult>(name).implement({
    fields: (t) => ({
      loan: t.field({ type: LoanRef, resolve: (payload) => payload.loan }),
      notice: t.expose('notice', { type: NoticeCodeEnum, nullable: true }),
      viewer: t.field({
        type: ViewerRef,
        nullable: true,
        description: `The viewer ${after} (select balances, loanQuota); null with an error beside it when that read fails.`,
        resolve: (_, __, ctx) => ctx.loaders.userInfo.load(ctx.caller.authorization),
      }),
    }),
  });
}

/** A drawn signature is a few kilobytes; the upstream refuses past 40 KiB decoded. */
const maxSignatureLength = 70_000;

const BorrowInput = builder.inputType('BorrowInput', {
  fields: (t) => ({
    amount: t.field({ type: 'Decimal', required: true, description: 'The principal in USDT, ≤ 2 places.' }),
    term: t.int({
      required: true,
      description: 'One of loanConfig.termOptions (LOAN_TERM_WRONG otherwise).',
    }),
    collateralCurrency: t.field({ type: CurrencyEnum, required: true, description: 'BTC or ETH.' }),
    signature: t.string({
      required: true,
      description:
        'The signature drawn under the agreement: a PNG data URL (LOAN_SIGNATURE_REQUIRED when empty).',
    }),
    idempotencyKey: t.string({
      required: true,
      description: 'Required: 1-255 printable ASCII characters, new for each loan request.',
    }),
  }),
});

typedMutation('borrow', {
  type: loanPayload('BorrowPayload', 'after the collateral was held'),
  description:
    'Asks for a loan under the signed agreement; the collateral is held at once and the loan waits for review. ' +
    'Errors: LOAN_TERM_WRONG, LOAN_AMOUNT_OUT_OF_RANGE (minimum, maximum), NOT_REAL_NAME_VERIFIED / NOT_VERIFIED ' +
    '/ VERIFICATION_STATUS_WRONG (above the unverified limit: never verified / under review / failed), ' +
    'CREDIT_SCORE_INSUFFICIENT, LOAN_SIGNATURE_REQUIRED, IMAGE_FORMAT_INCORRECT, IMAGE_TOO_LARGE, NOT_TRADABLE ' +
    '(no recent collateral price), BALANCE_INSUFFICIENT / FUNDS_INSUFFICIENT (collateral), DEMO_ACCOUNT_DISABLED, ' +
    'OPERATION_FAILED (key reused with another input).',
  args: (t) => ({ input: t.field({ type: BorrowInput, required: true }) }),
  errors: [InputError, ServiceError],
  resolve: async ({ input }, ctx) => {
    const key = checkIdempotencyKey(input.idempotencyKey);
    if (input.signature.length > maxSignatureLength)
      throw new InputError('IMAGE_TOO_LARGE', 'The signature image is too large.', 'signature');
    await ctx.limit('money');
    const body = {
      amount: input.amount,
      term: input.term,
      collateralCurrency: input.collateralCurrency,
      signature: input.signature,
    };
    const answer = await borrow(ctx.upstream, ctx.caller, body, key);
    return { loan: answer.result, notice: noticeFor(answer.notice) };
  },
});

const RepayLoanInput = builder.inputType('RepayLoanInput', {
  fields: (t) => ({ loanId: t.globalID({ required: true, description: 'The Loan id.' }) }),
});

typedMutation('repayLoan', {
  type: loanPayload('RepayLoanPayload', 'after the repayment'),
  description:
    "Repays a repaying loan in full from the real USDT balance (the loan's amountDue); the collateral comes back. " +
    'Errors: BALANCE_INSUFFICIENT / FUNDS_INSUFFICIENT, OPERATION_FAILED (not repaying), INPUT_INVALID (not ' +
    "the viewer's loan), DEMO_ACCOUNT_DISABLED.",
  args: (t) => ({ input: t.field({ type: RepayLoanInput, required: true }) }),
  errors: [InputError, ServiceError],
  resolve: async ({ input }, ctx) => {
    const loanId = recordIdOf(input.loanId, 'Loan', 'Not a loan id.', 'loanId');
    await ctx.limit('money');
    const answer = await repayLoan(ctx.upstream, ctx.caller, loanId);
    return { loan: answer.result, notice: noticeFor(answer.notice) };
  },
});
