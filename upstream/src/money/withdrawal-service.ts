import { createHash } from 'node:crypto';
import { timesRateDown } from '@swx/contract/decimal';
import type { UserRecord } from '../accounts/users.ts';
import type { Clock } from '../clock.ts';
import type { Db, Queryable } from '../db/db.ts';
import { type Fields, textField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError, inputInvalid } from '../http/envelope.ts';
import { moneyRules } from '../http/input-rules.ts';
import { type AccountMode, lockAccount, postEntry } from '../ledger/ledger.ts';
import {
  type CreatedNotification,
  insertNotification,
  type NewNotification,
  publishNotifications,
} from '../notifications/notifications.ts';
import { newRecordKey } from '../record-number.ts';
import type { AccountEvents } from '../trading/account-events.ts';
import { findAddress } from './addresses.ts';
import { parseUnits } from './currencies.ts';
import type { FundPasswords } from './fund-password.ts';
import { KeyTaken } from './key-taken.ts';
import { demoDisabled, wrongState } from './money-errors.ts';
import { withdrawKycRequired, withdrawMethods } from './money-params.ts';
import {
  findWithdrawal,
  findWithdrawalByKey,
  toWithdrawalRecord,
  type WithdrawalRecord,
  type WithdrawalRow,
} from './withdrawals.ts';

/**
 * Withdrawals: the amount (fee included) is held on submit (`withdrawal_hold`: available −amount,
 * held +amount), released on rejection (`withdrawal_release`), and on completion leaves as
 * `withdrawal_paid` (held −received) and `withdrawal_fee` (held −fee). States: submitted → approved
 * (the operator sends the coins) → completed (the network confirmed), or rejected with a remark
 * from submitted or approved.
 */
export class WithdrawalService {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly fundPasswords: FundPasswords;
  private readonly events: AccountEvents | undefined;

  constructor(db: Db, clock: Clock, fundPasswords: FundPasswords, events?: AccountEvents) {
    this.db = db;
    this.clock = clock;
    this.fundPasswords = fundPasswords;
    this.events = events;
  }

  /**
   * POST /user/withdrawal, checked in the contract's order: demo → method (10025) → address (10021)
   * → amount → minimum (30005) → KYC (10022) → fund password → key → balance (10026 / 30004).
   */
  async submit(
    user: UserRecord,
    mode: AccountMode,
    body: Fields,
    key: string | null,
  ): Promise<WithdrawalRecord> {
    if (mode === 'demo') throw demoDisabled();
    const methodName = textField(body, moneyRules.method);
    const method = (await withdrawMethods(this.db)).find((m) => m.method === methodName);
    if (!method) throw new ApiError(Code.withdrawalMethodMissing);
    const addressId = textField(body, moneyRules.addressId);
    const address = /^\d{1,15}$/.test(addressId)
      ? await findAddress(this.db, user.id, Number(addressId))
      : undefined;
    if (!address || address.currency !== method.currency || address.network !== method.network)
      throw new ApiError(Code.receiveAddressMissing);
    const amountUnits = parseUnits(textField(body, moneyRules.amount), method.currency);
    if (amountUnits === undefined || amountUnits <= 0n) throw inputInvalid('amount');
    if (amountUnits < (parseUnits(method.minAmount, method.currency) ?? 0n))
      throw new ApiError(Code.belowMinimumWithdrawal);
    if ((await withdrawKycRequired(this.db)) && user.kycStatus !== 2)
      throw new ApiError(Code.notRealNameVerified);
    await this.fundPasswords.check(user.id, textField(body, moneyRules.fundPassword));

    // The fund password stays out of the hash: a sha256 of six digits is no secret.
    const hash = createHash('sha256')
      .update(JSON.stringify([method.method, address.id, address.address, amountUnits.toString()]))
      .digest('hex');
    if (key !== null) {
      const earlier = await this.forKey(user.id, key, hash);
      if (earlier) return earlier;
    }
    const feeUnits = timesRateDown(amountUnits, method.feeRate);
    try {
      return await this.hold(
        user.id,
        { ...method, address: address.address },
        amountUnits,
        feeUnits,
        key,
        hash,
      );
    } catch (error) {
      if (!(error instanceof KeyTaken) || key === null) throw error;
      const earlier = await this.forKey(user.id, key, hash);
      if (!earlier) throw new ApiError(Code.operationFailed);
      return earlier;
    }
  }

  private async forKey(userId: number, key: string, hash: string): Promise<WithdrawalRecord | undefined> {
    const row = await findWithdrawalByKey(this.db, userId, key);
    if (!row) return undefined;
    if (row.requestHash !== hash) throw new ApiError(Code.operationFailed);
    return toWithdrawalRecord(row);
  }

  private hold(
    userId: number,
    target: {
      method: string;
      currency: WithdrawalRow['currency'];
      network: string;
      feeRate: string;
      address: string;
    },
    amountUnits: bigint,
    feeUnits: bigint,
    key: string | null,
    hash: string,
  ): Promise<WithdrawalRecord> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const account = await lockAccount(tx, userId, 'real', now, target.currency);
      // 30004: the funds are there but held by pending withdrawals; 10026: they are not there at all.
      if (account.balance < amountUnits)
        throw new ApiError(
          account.balance + account.held >= amountUnits ? Code.fundsInsufficient : Code.balanceInsufficient,
        );
      const { id, orderNo } = await newRecordKey(tx, 'withdrawals', 'WD', now);
      const inserted = await tx.query(
        `INSERT INTO withdrawals (id, order_no, user_id, account_id, method, currency, network, address, amount_units,
           fee_units, received_units, fee_rate, created_at, idempotency_key, request_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::numeric, $10::numeric, $11::numeric, $12, $13, $14, $15)
         ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id`,
        [
          id,
          orderNo,
          userId,
          account.id,
          target.method,
          target.currency,
          target.network,
          target.address,
          amountUnits.toString(),
          feeUnits.toString(),
          (amountUnits - feeUnits).toString(),
          target.feeRate,
          now,
          key,
          hash,
        ],
      );
      if (inserted.length === 0) throw new KeyTaken();
      await postEntry(tx, account, 'withdrawal_hold', orderNo, -amountUnits, now, amountUnits);
      const row = await findWithdrawal(tx, id);
      if (!row) throw new Error('withdrawal insert vanished');
      return toWithdrawalRecord(row);
    });
  }

  /** Operator: submitted → approved (the coins are being sent); the funds stay held. */
  approve(id: number): Promise<WithdrawalRow> {
    return this.review(id, ['submitted'], async (tx, _w, now) => {
      await tx.query("UPDATE withdrawals SET status = 'approved', reviewed_at = $2 WHERE id = $1", [id, now]);
      return { type: 'withdrawalApproved' };
    });
  }

  /** Operator: approved → completed; the held amount leaves as the payout and the fee. */
  complete(id: number): Promise<WithdrawalRow> {
    return this.review(id, ['approved'], async (tx, w, now) => {
      const account = await lockAccount(tx, w.userId, 'real', now, w.currency);
      await tx.query("UPDATE withdrawals SET status = 'completed', completed_at = $2 WHERE id = $1", [
        id,
        now,
      ]);
      await postEntry(tx, account, 'withdrawal_paid', w.orderNo, 0n, now, -w.receivedUnits);
      if (w.feeUnits > 0n) await postEntry(tx, account, 'withdrawal_fee', w.orderNo, 0n, now, -w.feeUnits);
      return { type: 'withdrawalCompleted', amount: w.received };
    });
  }

  /** Operator: submitted or approved → rejected with a remark; the held amount returns to the balance. */
  reject(id: number, remark: string): Promise<WithdrawalRow> {
    return this.review(id, ['submitted', 'approved'], async (tx, w, now) => {
      const account = await lockAccount(tx, w.userId, 'real', now, w.currency);
      await tx.query(
        "UPDATE withdrawals SET status = 'rejected', remark = $2, reviewed_at = COALESCE(reviewed_at, $3) WHERE id = $1",
        [id, remark, now],
      );
      await postEntry(tx, account, 'withdrawal_release', w.orderNo, w.amountUnits, now, -w.amountUnits);
      return { type: 'withdrawalRejected', remark };
    });
  }

  /**
   * One review step in a transaction with the record locked: 404 for an unknown id, WRONG_STATE
   * when the record is not in `from` (so a repeated step moves no money twice); notifies the user.
   */
  private async review(
    id: number,
    from: readonly WithdrawalRow['status'][],
    step: (tx: Queryable, w: WithdrawalRow, now: number) => Promise<NewNotification>,
  ): Promise<WithdrawalRow> {
    const now = this.clock.now();
    const created: CreatedNotification = await this.db.transaction(async (tx) => {
      const w = await findWithdrawal(tx, id, true);
      if (!w) throw new ApiError(Code.notFound, 404);
      if (!from.includes(w.status)) throw wrongState(w.status);
      const n = await step(tx, w, now);
      const after = await findWithdrawal(tx, id);
      tx.note({
        kind: 'reviewConcluded',
        userId: w.userId,
        subject: 'withdrawal',
        reference: w.orderNo,
        status: after?.status ?? w.status,
      });
      return insertNotification(
        tx,
        w.userId,
        { reference: w.orderNo, currency: w.currency, amount: w.amount, ...n },
        now,
      );
    });
    await publishNotifications(this.db, this.events, [created]);
    const row = await findWithdrawal(this.db, id);
    if (!row) throw new ApiError(Code.notFound, 404);
    return row;
  }
}
