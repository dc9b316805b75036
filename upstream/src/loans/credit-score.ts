import { type Queryable, toNumber } from '../db/db.ts';

/**
 * The credit score, derived from the user's own loan history and nothing else (no outside bureau,
 * no hidden inputs), so a user can always tell why it is what it is:
 *
 *   100 − 15 × loans repaid after their due date
 *       − 15 × loans overdue now (repaying, past the due date)
 *       − 50 × expired loans (collateral liquidated)
 *   clamped to 0…100.
 *
 * Borrowing needs at least `loan_min_credit_score` (seeded 60): one expired loan (50) or three late
 * repayments (55) stop new loans; an overdue loan costs 15 until it is repaid, late, for good.
 */
export const creditScoreRule = { start: 100, late: 15, overdue: 15, expired: 50 } as const;

export type LoanHistory = { repaidLate: number; overdueNow: number; expired: number };

export function creditScore(history: LoanHistory): number {
  const score =
    creditScoreRule.start -
    creditScoreRule.late * history.repaidLate -
    creditScoreRule.overdue * history.overdueNow -
    creditScoreRule.expired * history.expired;
  return Math.min(creditScoreRule.start, Math.max(0, score));
}

export async function loanHistory(db: Queryable, userId: number, now: number): Promise<LoanHistory> {
  const rows = await db.query(
    `SELECT count(*) FILTER (WHERE status = 'repaid' AND settled_at > due_at) AS late,
       count(*) FILTER (WHERE status = 'repaying' AND due_at < $2) AS overdue,
       count(*) FILTER (WHERE status = 'expired') AS expired
     FROM loans WHERE user_id = $1`,
    [userId, now],
  );
  const row = rows[0];
  return {
    repaidLate: toNumber(row?.late ?? 0),
    overdueNow: toNumber(row?.overdue ?? 0),
    expired: toNumber(row?.expired ?? 0),
  };
}

/**
 * The user's score now, also written to `users.credit_score` (what getUserInfo shows) so the
 * profile and the loan rules never disagree for long: it is refreshed on every loan event.
 */
export async function refreshCreditScore(db: Queryable, userId: number, now: number): Promise<number> {
  const score = creditScore(await loanHistory(db, userId, now));
  await db.query('UPDATE users SET credit_score = $2 WHERE id = $1 AND credit_score <> $2', [userId, score]);
  return score;
}
