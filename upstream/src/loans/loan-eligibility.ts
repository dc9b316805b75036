import type { LoanQuota } from '@swx/contract';
import { type Queryable, toNumber } from '../db/db.ts';
import { Code } from '../http/codes.ts';
import { ApiError } from '../http/envelope.ts';
import { formatUnits } from '../money/currencies.ts';
import { refreshCreditScore } from './credit-score.ts';
import { loanAmountOutOfRange } from './loan-errors.ts';
import type { LoanParams } from './loan-params.ts';
import { outstandingPrincipal } from './loans.ts';

/** users.kyc_status: 0 not verified, 1 pending review, 2 verified, 3 failed. */
export type KycStatus = 0 | 1 | 2 | 3;
export const kycVerified = 2;

const plain = (units: bigint) => formatUnits(units, 'USDT').replace(/\.00$/, '');

export async function kycStatusOf(db: Queryable, userId: number, lock = false): Promise<KycStatus> {
  const rows = await db.query(`SELECT kyc_status FROM users WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [
    userId,
  ]);
  const status = toNumber(rows[0]?.kyc_status ?? 0);
  return status === 1 || status === 2 || status === 3 ? status : 0;
}

/**
 * Why a user who is not verified may not owe more than the unverified limit, by verification state:
 * never verified 10022 (user not real-name verified), under review 30003 (not verified yet),
 * failed 10019 (wrong verification status: submit it again).
 */
function unverifiedRefusal(status: KycStatus): ApiError {
  if (status === 1) return new ApiError(Code.notVerified);
  if (status === 3) return new ApiError(Code.verificationStatusWrong);
  return new ApiError(Code.notRealNameVerified);
}

/** The caller's quota now (GET /user/loanQuota); refreshes the stored credit score on the way. */
export async function loanQuota(db: Queryable, userId: number, params: LoanParams, now: number) {
  const kycStatus = await kycStatusOf(db, userId);
  const creditScore = await refreshCreditScore(db, userId, now);
  const outstanding = await outstandingPrincipal(db, userId);
  const limit = kycStatus === kycVerified ? params.maxVerified : params.maxUnverified;
  const left = (cap: bigint) => (cap > outstanding ? cap - outstanding : 0n);
  const quota: LoanQuota = {
    kycStatus,
    creditScore,
    outstanding: formatUnits(outstanding, 'USDT'),
    limit: formatUnits(limit, 'USDT'),
    available: formatUnits(left(limit), 'USDT'),
    availableVerified: formatUnits(left(params.maxVerified), 'USDT'),
  };
  return quota;
}

/**
 * May the user borrow `amount` more now? In this order: the minimum and the verified limit (an
 * amount no verification would allow: LOAN_AMOUNT_OUT_OF_RANGE with both bounds), the unverified
 * limit for users not verified (by state, above), then the credit score (30001). Limits count what
 * the user already owes or asked for (pending and repaying principal). Run with `lock` inside the
 * borrowing transaction, so two requests at once cannot both fit under one limit.
 */
export async function checkEligibility(
  db: Queryable,
  userId: number,
  amount: bigint,
  params: LoanParams,
  now: number,
  lock = false,
): Promise<void> {
  const status = await kycStatusOf(db, userId, lock);
  const outstanding = await outstandingPrincipal(db, userId);
  const verifiedRoom = params.maxVerified > outstanding ? params.maxVerified - outstanding : 0n;
  if (amount < params.minAmount || amount > verifiedRoom)
    throw loanAmountOutOfRange(plain(params.minAmount), plain(verifiedRoom));
  if (status !== kycVerified && outstanding + amount > params.maxUnverified) throw unverifiedRefusal(status);
  const score = await refreshCreditScore(db, userId, now);
  if (score < params.minCreditScore) throw new ApiError(Code.creditScoreInsufficient);
}
