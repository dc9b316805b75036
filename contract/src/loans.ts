import * as v from 'valibot';
import { Decimal, EpochMs, Id } from './common.ts';

/**
 * Crypto-backed loans: USDT paid out to the real account against BTC or ETH held as
 * collateral. Arithmetic: `@swx/contract/loan-terms`. Amounts are decimal strings at their
 * currency's places (USDT 2, BTC 8, ETH 18).
 */

/**
 * A loan's states: pending review → repaying → repaid; expired (collateral liquidated); rejected = audit
 * not passed.
 */
export const LoanStatus = v.picklist(['pending', 'repaying', 'repaid', 'expired', 'rejected']);

export const CollateralCurrency = v.picklist(['BTC', 'ETH']);

/** A collateral currency with the recorded price it is valued at (null: no recent price recorded). */
export const LoanCollateral = v.object({
  currency: CollateralCurrency,
  /** The market whose recorded price values it ("BTCUSDT"). */
  marketCode: v.string(),
  price: v.nullable(Decimal),
  priceAt: v.nullable(EpochMs),
});

/** GET /user/loanConfig (public): the operator's loan parameters. */
export const LoanConfig = v.object({
  currency: v.literal('USDT'),
  /** Term options in days. */
  terms: v.array(v.pipe(v.number(), v.integer())),
  interestFreeDays: v.pipe(v.number(), v.integer()),
  /** Interest per day on the principal after the interest-free days. */
  dailyRate: Decimal,
  /** Liquidated damages per day overdue, on the principal. */
  lateDailyRate: Decimal,
  /** Days overdue after which the loan expires and the collateral is liquidated. */
  graceDays: v.pipe(v.number(), v.integer()),
  minAmount: Decimal,
  /** Most a user without a verified identity may owe at once (pending + repaying principal). */
  maxUnverified: Decimal,
  /** Most a verified user may owe at once. */
  maxVerified: Decimal,
  /** Collateral value ÷ principal at the recorded price ("1.5"). */
  collateralRatio: Decimal,
  minCreditScore: v.pipe(v.number(), v.integer()),
  collaterals: v.array(LoanCollateral),
});

/** GET /user/loanQuota: what the caller may borrow now. */
export const LoanQuota = v.object({
  /** 0 not verified, 1 pending review, 2 verified, 3 failed. */
  kycStatus: v.picklist([0, 1, 2, 3]),
  creditScore: v.pipe(v.number(), v.integer()),
  /** Principal of the caller's pending and repaying loans. */
  outstanding: Decimal,
  /** maxVerified or maxUnverified, by the caller's verification. */
  limit: Decimal,
  /** limit − outstanding, never below 0. */
  available: Decimal,
  /** What a verified identity would raise `available` to. */
  availableVerified: Decimal,
});

export const LoanRecord = v.object({
  id: Id,
  orderNo: v.string(),
  currency: v.literal('USDT'),
  /** The principal, paid out on approval. */
  amount: Decimal,
  term: v.pipe(v.number(), v.integer()),
  interestFreeDays: v.pipe(v.number(), v.integer()),
  dailyRate: Decimal,
  lateDailyRate: Decimal,
  graceDays: v.pipe(v.number(), v.integer()),
  /** Interest when repaid on the due date (the agreed figure). */
  totalInterest: Decimal,
  /** amount + totalInterest. */
  repaymentAmount: Decimal,
  collateralCurrency: CollateralCurrency,
  collateralAmount: Decimal,
  collateralRatio: Decimal,
  collateralPrice: Decimal,
  status: LoanStatus,
  /** Due date (approval + term); null until approved. */
  repaymentDate: v.nullable(EpochMs),
  /** When the collateral is liquidated if still unpaid (due date + grace days); null until approved. */
  expiresAt: v.nullable(EpochMs),
  /** Repaying: whether past the due date, and by how many started days. */
  overdue: v.boolean(),
  overdueDays: v.pipe(v.number(), v.integer()),
  /** Repaying: interest accrued so far; repaid: interest paid; otherwise 0. */
  interest: Decimal,
  /** Liquidated damages: accrued so far (repaying), paid (repaid) or covered by the collateral (expired). */
  damages: Decimal,
  /** Repaying: what repaying now takes from the balance (amount + interest + damages); otherwise 0. */
  amountDue: Decimal,
  /** Expired: collateral the platform kept (the rest was released), and its price. */
  liquidatedAmount: v.nullable(Decimal),
  liquidationPrice: v.nullable(Decimal),
  remark: v.nullable(v.string()),
  createdAt: EpochMs,
  approvedAt: v.nullable(EpochMs),
  settledAt: v.nullable(EpochMs),
});

/** POST /user/loan (JSON; Idempotency-Key header optional). */
export type LoanRequest = {
  amount: string;
  term: number;
  collateralCurrency: string;
  /** The signed agreement: a PNG as a data URL or bare base64. */
  signature: string;
};
export type RepayLoanRequest = { id: number };

export const OpsLoanRecord = v.object({ ...LoanRecord.entries, userId: Id, userName: v.string() });

export type LoanStatus = v.InferOutput<typeof LoanStatus>;
export type CollateralCurrency = v.InferOutput<typeof CollateralCurrency>;
export type LoanCollateral = v.InferOutput<typeof LoanCollateral>;
export type LoanConfig = v.InferOutput<typeof LoanConfig>;
export type LoanQuota = v.InferOutput<typeof LoanQuota>;
export type LoanRecord = v.InferOutput<typeof LoanRecord>;
export type OpsLoanRecord = v.InferOutput<typeof OpsLoanRecord>;
