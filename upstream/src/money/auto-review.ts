import type { Db } from '../db/db.ts';
import { toNumber } from '../db/db.ts';
import { ApiError } from '../http/envelope.ts';
import type { IdentificationService } from '../kyc/identification-service.ts';
import type { LoanService } from '../loans/loan-service.ts';
import type { RechargeService } from './recharge-service.ts';
import type { WithdrawalService } from './withdrawal-service.ts';

/**
 * DEMO_AUTO_REVIEW: the reference upstream plays the operator, so a newcomer sees the whole flow.
 * After each simulator tick, deposits submitted at least `delayMs` ago are approved; withdrawals are
 * approved and then completed; identity submissions are verified; loans are approved (paid out). It runs the same service steps as the ops command, so the money
 * moves exactly as a human review would move it; a record reviewed meanwhile is skipped.
 */
export class AutoReview {
  private readonly db: Db;
  private readonly delayMs: number;
  private readonly recharges: RechargeService;
  private readonly withdrawals: WithdrawalService;
  private readonly identifications: IdentificationService | undefined;
  private readonly loans: LoanService | undefined;

  constructor(
    db: Db,
    delayMs: number,
    recharges: RechargeService,
    withdrawals: WithdrawalService,
    identifications?: IdentificationService,
    loans?: LoanService,
  ) {
    this.db = db;
    this.delayMs = delayMs;
    this.recharges = recharges;
    this.withdrawals = withdrawals;
    this.identifications = identifications;
    this.loans = loans;
  }

  async run(now: number): Promise<void> {
    const due = now - this.delayMs;
    const deposits = await this.db.query(
      "SELECT id FROM recharges WHERE status = 'submitted' AND created_at <= $1 ORDER BY seq LIMIT 100",
      [due],
    );
    for (const row of deposits) await this.attempt(() => this.recharges.approve(toNumber(row.id)));
    const payouts = await this.db.query(
      "SELECT id, status FROM withdrawals WHERE status IN ('submitted', 'approved') AND created_at <= $1 ORDER BY seq LIMIT 100",
      [due],
    );
    for (const row of payouts) {
      const id = toNumber(row.id);
      if (row.status === 'submitted') await this.attempt(() => this.withdrawals.approve(id));
      await this.attempt(() => this.withdrawals.complete(id));
    }
    const { identifications: identities, loans } = this;
    if (identities) {
      const submissions = await this.db.query(
        "SELECT id FROM identifications WHERE status = 'pending' AND created_at <= $1 ORDER BY id LIMIT 100",
        [due],
      );
      for (const row of submissions) await this.attempt(() => identities.approve(toNumber(row.id), null));
    }
    if (loans) {
      const pending = await this.db.query(
        "SELECT id FROM loans WHERE status = 'pending' AND created_at <= $1 ORDER BY seq LIMIT 100",
        [due],
      );
      for (const row of pending) await this.attempt(() => loans.approve(toNumber(row.id)));
    }
  }

  /** A record an operator reviewed in the meantime answers WRONG_STATE: not an error here. */
  private async attempt(step: () => Promise<unknown>): Promise<void> {
    try {
      await step();
    } catch (error) {
      // Nothing moved (the step's transaction rolled back). Anything else reaches the tick's error log.
      if (!(error instanceof ApiError)) throw error;
    }
  }
}
