import { formatScaled, parseDecimal } from '@swx/contract/decimal';
import type { Queryable } from '../db/db.ts';
import { Code } from '../http/codes.ts';
import { ApiError } from '../http/envelope.ts';
import { parseUnits } from '../money/currencies.ts';
import { paramValue } from '../money/money-params.ts';

/**
 * The operator's loan parameters (the `params` table; each request reads the current values, and a
 * loan copies the ones it was signed under). A malformed value answers 10018, as every parameter does.
 */
export const loanParamKeys = {
  terms: 'loan_terms',
  interestFreeDays: 'loan_interest_free_days',
  dailyRate: 'loan_daily_rate',
  lateDailyRate: 'loan_late_daily_rate',
  graceDays: 'loan_grace_days',
  minAmount: 'loan_min_amount',
  maxUnverified: 'loan_max_unverified',
  maxVerified: 'loan_max_verified',
  collateralRatio: 'loan_collateral_ratio',
  minCreditScore: 'loan_min_credit_score',
} as const;

export type LoanParams = {
  terms: number[];
  interestFreeDays: number;
  dailyRate: string;
  lateDailyRate: string;
  graceDays: number;
  /** USDT cents. */
  minAmount: bigint;
  maxUnverified: bigint;
  maxVerified: bigint;
  collateralRatio: string;
  minCreditScore: number;
};

const failed = () => new ApiError(Code.systemParamFailed);

async function text(db: Queryable, key: string): Promise<string> {
  const value = (await paramValue(db, key))?.trim();
  if (!value) throw failed();
  return value;
}

/** A whole number of days (or points) from 0 to `max`. */
function whole(value: string, max: number): number {
  if (!/^\d{1,6}$/.test(value)) throw failed();
  const n = Number(value);
  if (n > max) throw failed();
  return n;
}

/** A rate below 1 (a day's interest or damages), written back without trailing noise. */
function rate(value: string, { below }: { below: bigint }): string {
  const parsed = parseDecimal(value);
  if (!parsed || parsed.scale > 12 || parsed.units >= below * 10n ** BigInt(parsed.scale)) throw failed();
  return formatScaled(parsed.units, parsed.scale);
}

function cents(value: string): bigint {
  const units = parseUnits(value, 'USDT');
  if (units === undefined) throw failed();
  return units;
}

/** Every loan parameter, checked; 10018 when one is missing or out of its range. */
export async function loanParams(db: Queryable): Promise<LoanParams> {
  let terms: unknown;
  try {
    terms = JSON.parse(await text(db, loanParamKeys.terms));
  } catch {
    throw failed();
  }
  if (
    !Array.isArray(terms) ||
    terms.length === 0 ||
    !terms.every((day) => Number.isInteger(day) && day >= 1 && day <= 3650)
  )
    throw failed();
  const params: LoanParams = {
    terms: [...new Set(terms as number[])].sort((a, b) => a - b),
    interestFreeDays: whole(await text(db, loanParamKeys.interestFreeDays), 3650),
    dailyRate: rate(await text(db, loanParamKeys.dailyRate), { below: 1n }),
    lateDailyRate: rate(await text(db, loanParamKeys.lateDailyRate), { below: 1n }),
    graceDays: whole(await text(db, loanParamKeys.graceDays), 3650),
    minAmount: cents(await text(db, loanParamKeys.minAmount)),
    maxUnverified: cents(await text(db, loanParamKeys.maxUnverified)),
    maxVerified: cents(await text(db, loanParamKeys.maxVerified)),
    // At least 1: a loan is never worth more than its collateral.
    collateralRatio: rate(await text(db, loanParamKeys.collateralRatio), { below: 100n }),
    minCreditScore: whole(await text(db, loanParamKeys.minCreditScore), 100),
  };
  const ratio = parseDecimal(params.collateralRatio);
  if (!ratio || ratio.units < 10n ** BigInt(ratio.scale)) throw failed();
  if (params.minAmount <= 0n || params.maxVerified < params.minAmount) throw failed();
  return params;
}

export const seedLoanParams = [
  { key: loanParamKeys.terms, value: '[7,14,30,60,90]', description: 'Loans: term options in days (JSON)' },
  {
    key: loanParamKeys.interestFreeDays,
    value: '7',
    description: 'Loans: days after the payout without interest',
  },
  {
    key: loanParamKeys.dailyRate,
    value: '0.0005',
    description: 'Loans: interest per day on the principal after the interest-free days (0.0005 = 0.05 %)',
  },
  {
    key: loanParamKeys.lateDailyRate,
    value: '0.002',
    description: 'Loans: liquidated damages per day overdue, on the principal (0.002 = 0.2 %)',
  },
  {
    key: loanParamKeys.graceDays,
    value: '7',
    description: 'Loans: days overdue after which the loan expires and its collateral is liquidated',
  },
  { key: loanParamKeys.minAmount, value: '100', description: 'Loans: smallest loan (USDT)' },
  {
    key: loanParamKeys.maxUnverified,
    value: '500',
    description:
      'Loans: most a user without a verified identity may owe at once (USDT; 0 = KYC for any loan)',
  },
  {
    key: loanParamKeys.maxVerified,
    value: '20000',
    description: 'Loans: most a verified user may owe at once (USDT)',
  },
  {
    key: loanParamKeys.collateralRatio,
    value: '1.5',
    description: 'Loans: collateral value (BTC or ETH at the recorded price) per unit of principal',
  },
  {
    key: loanParamKeys.minCreditScore,
    value: '60',
    description: 'Loans: lowest credit score that may borrow (the score: docs/decisions.md, Loans)',
  },
];
