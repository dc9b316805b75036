import { createHash } from 'node:crypto';
import type { LoanRecord } from '@swx/contract';
import { collateralFor, dayMs } from '@swx/contract/loan-terms';
import type { UserRecord } from '../accounts/users.ts';
import type { Clock } from '../clock.ts';
import type { Db, Queryable } from '../db/db.ts';
import { type Fields, textField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError, inputInvalid } from '../http/envelope.ts';
import { loanRules } from '../http/input-rules.ts';
import { type AccountMode, type LockedAccount, lockAccount, postEntry } from '../ledger/ledger.ts';
import { currencyScale, parseUnits } from '../money/currencies.ts';
import { KeyTaken } from '../money/key-taken.ts';
import { wrongState } from '../money/money-errors.ts';
import type { ProofStore } from '../money/proof-store.ts';
import { newRecordKey } from '../record-number.ts';
import { collateralPrice, isCollateralCurrency } from './collateral.ts';
import { refreshCreditScore } from './credit-score.ts';
import { checkEligibility } from './loan-eligibility.ts';
import { loanDemoDisabled } from './loan-errors.ts';
import { settleExpiry } from './loan-expiry.ts';
import { type LoanParams, loanParams } from './loan-params.ts';
import { findLoan, findLoanByKey, type LoanRow, owedAt, toLoanRecord } from './loans.ts';
import { readSignature } from './signature.ts';

type LoanRequest = {
  amount: bigint;
  term: number;
  collateralCurrency: 'BTC' | 'ETH';
  signature: string;
};

/** Funds short: 30004 when held funds would cover it (they are not spendable), 10026 when they are not there. */
function shortfall(account: LockedAccount, needed: bigint): ApiError {
  return new ApiError(
    account.balance + account.held >= needed ? Code.fundsInsufficient : Code.balanceInsufficient,
  );
}

/**
 * Loans: submitted with a signed agreement, the collateral held at once (`loan_collateral_hold`);
 * the operator approves (`loan_disbursement` of the principal: repaying) or rejects (`loan_collateral_release`:
 * audit not passed). Repaying takes principal, interest and damages from the USDT balance
 * (`loan_repayment`, `loan_interest`, `loan_damages`) and releases the collateral. A loan still unpaid
 * `graceDays` after its due date expires: the collateral covering the debt is liquidated (loan-expiry.ts).
 */
export class LoanService {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly signatures: ProofStore;

  constructor(db: Db, clock: Clock, signatures: ProofStore) {
    this.db = db;
    this.clock = clock;
    this.signatures = signatures;
  }

  /** The body's fields in the contract's order: term (10023), amount, collateral currency, signature text. */
  private readRequest(body: Fields, params: LoanParams): LoanRequest {
    const termText = textField(body, loanRules.term);
    const term = /^\d{1,5}$/.test(termText) ? Number(termText) : Number.NaN;
    if (!params.terms.includes(term)) throw new ApiError(Code.loanTermWrong);
    const amount = parseUnits(textField(body, loanRules.amount), 'USDT');
    if (amount === undefined || amount <= 0n) throw inputInvalid('amount');
    const collateralCurrency = textField(body, loanRules.collateralCurrency).toUpperCase();
    if (!isCollateralCurrency(collateralCurrency)) throw inputInvalid('collateralCurrency');
    return { amount, term, collateralCurrency, signature: textField(body, loanRules.signature) };
  }

  /**
   * POST /user/loan, checked in the contract's order: demo → term (10023) → amount → collateral
   * currency → key (a repeat answers the first loan) → amount range → verification (10022 / 30003 /
   * 10019) → credit score (30001) → signature (LOAN_SIGNATURE_REQUIRED) → collateral price (10015)
   * → collateral balance (10026 / 30004).
   */
  async borrow(user: UserRecord, mode: AccountMode, body: Fields, key: string | null): Promise<LoanRecord> {
    if (mode === 'demo') throw loanDemoDisabled();
    const params = await loanParams(this.db);
    const request = this.readRequest(body, params);
    const now = this.clock.now();
    // A repeat of a request that went through answers its loan, whatever the limits say now.
    const hash = createHash('sha256')
      .update(JSON.stringify([request.amount.toString(), request.term, request.collateralCurrency]))
      .update(request.signature)
      .digest('hex');
    if (key !== null) {
      const earlier = await this.forKey(user.id, key, hash);
      if (earlier) return earlier;
    }
    await this.sweepUser(user.id, now);
    await checkEligibility(this.db, user.id, request.amount, params, now);
    const signature = await readSignature(request.signature);
    const price = await collateralPrice(this.db, request.collateralCurrency, now);
    if (!price) throw new ApiError(Code.notTradable);
    const units = collateralFor(
      request.amount,
      params.collateralRatio,
      price.price,
      currencyScale[request.collateralCurrency],
    );
    if (units === null) throw new ApiError(Code.systemParamFailed);

    const file = await this.signatures.write(signature.bytes, signature.type);
    try {
      return await this.db.transaction(async (tx) => {
        // Locks the user's row first: a second request waits here and then counts this loan.
        await checkEligibility(tx, user.id, request.amount, params, now, true);
        const account = await lockAccount(tx, user.id, 'real', now, request.collateralCurrency);
        if (account.balance < units) throw shortfall(account, units);
        const { id, orderNo } = await newRecordKey(tx, 'loans', 'LN', now);
        const inserted = await tx.query(
          `INSERT INTO loans (id, order_no, user_id, principal_units, term_days, interest_free_days, daily_rate,
             late_daily_rate, grace_days, collateral_ratio, collateral_currency, collateral_units, collateral_price,
             collateral_price_at, signature_file, created_at, idempotency_key, request_hash)
           VALUES ($1, $2, $3, $4::numeric, $5, $6, $7, $8, $9, $10, $11, $12::numeric, $13, $14, $15, $16, $17, $18)
           ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id`,
          [
            id,
            orderNo,
            user.id,
            request.amount.toString(),
            request.term,
            params.interestFreeDays,
            params.dailyRate,
            params.lateDailyRate,
            params.graceDays,
            params.collateralRatio,
            request.collateralCurrency,
            units.toString(),
            price.price,
            price.at,
            file,
            now,
            key,
            hash,
          ],
        );
        if (inserted.length === 0) throw new KeyTaken();
        await postEntry(tx, account, 'loan_collateral_hold', orderNo, -units, now, units);
        const row = await findLoan(tx, id);
        if (!row) throw new Error('loan insert vanished');
        return toLoanRecord(row, now);
      });
    } catch (error) {
      await this.signatures.remove(file);
      if (!(error instanceof KeyTaken) || key === null) throw error;
      const earlier = await this.forKey(user.id, key, hash);
      if (!earlier) throw new ApiError(Code.operationFailed);
      return earlier;
    }
  }

  private async forKey(userId: number, key: string, hash: string): Promise<LoanRecord | undefined> {
    const row = await findLoanByKey(this.db, userId, key);
    if (!row) return undefined;
    if (row.requestHash !== hash) throw new ApiError(Code.operationFailed);
    return toLoanRecord(row, this.clock.now());
  }

  /**
   * POST /user/repayLoan: the caller's repaying loan, paid in full from the USDT balance (what
   * `amountDue` said: principal, interest for the days used, damages when overdue); the collateral
   * returns to the balance. Unknown or another user's loan: INPUT_INVALID `id` (as smart plans and
   * addresses answer); not repaying: 10092 WRONG_STATE.
   */
  async repay(user: UserRecord, mode: AccountMode, id: number): Promise<LoanRecord> {
    if (mode === 'demo') throw loanDemoDisabled();
    const now = this.clock.now();
    await this.sweepUser(user.id, now);
    return this.db.transaction(async (tx) => {
      const loan = await findLoan(tx, id, true);
      if (!loan || loan.userId !== user.id) throw inputInvalid('id');
      if (loan.status !== 'repaying') throw wrongState(loan.status);
      const owed = owedAt(loan, now);
      const usdt = await lockAccount(tx, user.id, 'real', now, 'USDT');
      if (usdt.balance < owed.total) throw shortfall(usdt, owed.total);
      await postEntry(tx, usdt, 'loan_repayment', loan.orderNo, -loan.terms.principal, now);
      if (owed.interest > 0n) await postEntry(tx, usdt, 'loan_interest', loan.orderNo, -owed.interest, now);
      if (owed.damages > 0n) await postEntry(tx, usdt, 'loan_damages', loan.orderNo, -owed.damages, now);
      await this.releaseCollateral(tx, loan, loan.collateralUnits, now);
      await tx.query(
        `UPDATE loans SET status = 'repaid', settled_at = $2, interest_paid_units = $3::numeric,
           damages_paid_units = $4::numeric WHERE id = $1`,
        [id, now, owed.interest.toString(), owed.damages.toString()],
      );
      await refreshCreditScore(tx, user.id, now);
      return this.recordOf(tx, id, now);
    });
  }

  /** Operator: pending → repaying; the principal is paid out to the real USDT balance now. */
  approve(id: number): Promise<LoanRow> {
    return this.review(id, async (tx, loan, now) => {
      const usdt = await lockAccount(tx, loan.userId, 'real', now, 'USDT');
      await postEntry(tx, usdt, 'loan_disbursement', loan.orderNo, loan.terms.principal, now);
      const dueAt = now + loan.terms.termDays * dayMs;
      await tx.query(
        "UPDATE loans SET status = 'repaying', approved_at = $2, due_at = $3, expires_at = $4 WHERE id = $1",
        [id, now, dueAt, dueAt + loan.graceDays * dayMs],
      );
    });
  }

  /** Operator: pending → rejected (audit not passed) with a remark; the collateral is released. */
  reject(id: number, remark: string): Promise<LoanRow> {
    return this.review(id, async (tx, loan, now) => {
      await this.releaseCollateral(tx, loan, loan.collateralUnits, now);
      await tx.query("UPDATE loans SET status = 'rejected', remark = $2, settled_at = $3 WHERE id = $1", [
        id,
        remark,
        now,
      ]);
    });
  }

  /** Expires every repaying loan past its expiry (after each simulator tick). */
  async sweep(now: number): Promise<void> {
    const due = await this.db.query(
      "SELECT id FROM loans WHERE status = 'repaying' AND expires_at <= $1 ORDER BY seq LIMIT 100",
      [now],
    );
    for (const row of due) await this.expire(Number(row.id), now);
  }

  /** The same for one user's loans, before answering that user, so no tick has to come first. */
  async sweepUser(userId: number, now: number): Promise<void> {
    const due = await this.db.query(
      "SELECT id FROM loans WHERE user_id = $1 AND status = 'repaying' AND expires_at <= $2",
      [userId, now],
    );
    for (const row of due) await this.expire(Number(row.id), now);
  }

  private expire(id: number, now: number): Promise<void> {
    return this.db.transaction(async (tx) => {
      const loan = await findLoan(tx, id, true);
      // Repaid or expired meanwhile (the other sweep, a repayment): nothing to do.
      if (loan?.status !== 'repaying' || loan.expiresAt === null || loan.expiresAt > now) return;
      await settleExpiry(tx, loan, now, (units) => this.releaseCollateral(tx, loan, units, now));
      await refreshCreditScore(tx, loan.userId, now);
    });
  }

  private async releaseCollateral(tx: Queryable, loan: LoanRow, units: bigint, now: number) {
    if (units <= 0n) return;
    const account = await lockAccount(tx, loan.userId, 'real', now, loan.collateralCurrency);
    await postEntry(tx, account, 'loan_collateral_release', loan.orderNo, units, now, -units);
  }

  private async recordOf(tx: Queryable, id: number, now: number): Promise<LoanRecord> {
    const row = await findLoan(tx, id);
    if (!row) throw new ApiError(Code.notFound, 404);
    return toLoanRecord(row, now);
  }

  /** One operator step on a pending loan, with the row locked: 404 unknown, WRONG_STATE otherwise. */
  private async review(
    id: number,
    step: (tx: Queryable, loan: LoanRow, now: number) => Promise<void>,
  ): Promise<LoanRow> {
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      const loan = await findLoan(tx, id, true);
      if (!loan) throw new ApiError(Code.notFound, 404);
      if (loan.status !== 'pending') throw wrongState(loan.status);
      await step(tx, loan, now);
      await refreshCreditScore(tx, loan.userId, now);
      const after = await findLoan(tx, id);
      tx.note({
        kind: 'reviewConcluded',
        userId: loan.userId,
        subject: 'loan',
        reference: loan.orderNo,
        status: after?.status ?? loan.status,
      });
    });
    const row = await findLoan(this.db, id);
    if (!row) throw new ApiError(Code.notFound, 404);
    return row;
  }
}
