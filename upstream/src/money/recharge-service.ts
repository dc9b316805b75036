import { createHash } from 'node:crypto';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/db.ts';
import { type Fields, textField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError, inputInvalid } from '../http/envelope.ts';
import { moneyRules } from '../http/input-rules.ts';
import { creditInviteReward } from '../invite/invite-rewards.ts';
import { type AccountMode, lockAccount, postEntry } from '../ledger/ledger.ts';
import {
  type CreatedNotification,
  insertNotification,
  publishNotifications,
} from '../notifications/notifications.ts';
import { newRecordKey } from '../record-number.ts';
import type { AccountEvents } from '../trading/account-events.ts';
import { type Currency, isCurrency, parseUnits } from './currencies.ts';
import { KeyTaken } from './key-taken.ts';
import {
  belowMinimumDeposit,
  demoDisabled,
  imageFormatIncorrect,
  proofRequired,
  wrongState,
} from './money-errors.ts';
import { minDeposit, rechargeChannels } from './money-params.ts';
import { ImageFormatIncorrect, reencodeProof } from './proof-images.ts';
import type { ProofStore } from './proof-store.ts';
import {
  findRecharge,
  findRechargeByKey,
  type RechargeRecord,
  type RechargeRow,
  toRechargeRecord,
} from './recharges.ts';

type RechargeRequest = {
  currency: Currency;
  network: string;
  amountUnits: bigint;
  paymentUnits: bigint;
  transactionHash: string;
  lastSix: string;
};

/** "120.00" → "120", "0.01500000" → "0.015": the spec's message shows the limit as people write it. */
const plain = (decimal: string) => (decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal);

/**
 * Deposits: submitted with a proof image, credited only when the operator (or DEMO_AUTO_REVIEW)
 * approves, refused with a remark otherwise. Nothing is stored for a refused submission.
 */
export class RechargeService {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly proofs: ProofStore;
  private readonly events: AccountEvents | undefined;

  constructor(db: Db, clock: Clock, proofs: ProofStore, events?: AccountEvents) {
    this.db = db;
    this.clock = clock;
    this.proofs = proofs;
    this.events = events;
  }

  /** The text fields in the contract's order: currency, network, amount (and its minimum), payment, hash, last six. */
  async readRequest(fields: Fields): Promise<RechargeRequest> {
    const currency = textField(fields, moneyRules.currency).toUpperCase();
    if (!isCurrency(currency)) throw inputInvalid('currency');
    const network = textField(fields, moneyRules.network);
    const channels = await rechargeChannels(this.db);
    const channel = channels.find(
      (c) => c.currency === currency && c.network.toLowerCase() === network.toLowerCase(),
    );
    // A channel without a valid receive address takes no deposits: nobody was told where to send.
    if (!channel?.address) throw inputInvalid('network');
    const amountUnits = parseUnits(textField(fields, moneyRules.amount), currency);
    if (amountUnits === undefined || amountUnits <= 0n) throw inputInvalid('amount');
    const minimum = await minDeposit(this.db, currency);
    if (amountUnits < (parseUnits(minimum, currency) ?? 0n))
      throw belowMinimumDeposit(currency, plain(minimum));
    const paymentUnits = parseUnits(textField(fields, moneyRules.paymentAmount), currency);
    if (paymentUnits === undefined || paymentUnits <= 0n) throw inputInvalid('paymentAmount');
    const transactionHash = textField(fields, moneyRules.transactionHash);
    if (transactionHash === '') throw inputInvalid('transactionHash');
    const lastSix = textField(fields, moneyRules.lastSix);
    if (lastSix === '') throw inputInvalid('lastSix');
    return {
      currency,
      network: channel.network,
      amountUnits,
      paymentUnits,
      transactionHash,
      lastSix,
    };
  }

  /**
   * POST /user/recharge. `proof` is the upload as received (already within the size limit). A known
   * Idempotency-Key with the same request (proof bytes included) answers its first record; with
   * another request 10092.
   */
  async submit(
    userId: number,
    mode: AccountMode,
    fields: Fields,
    proof: Buffer | null,
    key: string | null,
  ): Promise<RechargeRecord> {
    if (mode === 'demo') throw demoDisabled();
    const request = await this.readRequest(fields);
    if (!proof || proof.length === 0) throw proofRequired();
    const hash = createHash('sha256')
      .update(
        JSON.stringify([
          request.currency,
          request.network,
          request.amountUnits.toString(),
          request.paymentUnits.toString(),
          request.transactionHash,
          request.lastSix,
          createHash('sha256').update(proof).digest('hex'),
        ]),
      )
      .digest('hex');
    if (key !== null) {
      const earlier = await this.forKey(userId, key, hash);
      if (earlier) return earlier;
    }
    let image: Awaited<ReturnType<typeof reencodeProof>>;
    try {
      image = await reencodeProof(proof);
    } catch (error) {
      if (error instanceof ImageFormatIncorrect) throw imageFormatIncorrect();
      throw error;
    }
    const file = await this.proofs.write(image.bytes, image.type);
    try {
      return await this.insert(userId, request, file, image.type, key, hash);
    } catch (error) {
      // No record, no file: a refused or failed submission leaves nothing behind.
      await this.proofs.remove(file);
      if (!(error instanceof KeyTaken) || key === null) throw error;
      const earlier = await this.forKey(userId, key, hash);
      if (!earlier) throw new ApiError(Code.operationFailed);
      return earlier;
    }
  }

  private async forKey(userId: number, key: string, hash: string): Promise<RechargeRecord | undefined> {
    const row = await findRechargeByKey(this.db, userId, key);
    if (!row) return undefined;
    if (row.requestHash !== hash) throw new ApiError(Code.operationFailed);
    return toRechargeRecord(row);
  }

  private insert(
    userId: number,
    request: RechargeRequest,
    file: string,
    type: string,
    key: string | null,
    hash: string,
  ): Promise<RechargeRecord> {
    const now = this.clock.now();
    return this.db.transaction(async (tx) => {
      const account = await lockAccount(tx, userId, 'real', now, request.currency);
      const { id, orderNo } = await newRecordKey(tx, 'recharges', 'RC', now);
      const inserted = await tx.query(
        `INSERT INTO recharges (id, order_no, user_id, account_id, currency, network, amount_units, payment_amount_units,
           transaction_hash, last_six, proof_file, proof_type, created_at, idempotency_key, request_hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7::numeric, $8::numeric, $9, $10, $11, $12, $13, $14, $15)
         ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id`,
        [
          id,
          orderNo,
          userId,
          account.id,
          request.currency,
          request.network,
          request.amountUnits.toString(),
          request.paymentUnits.toString(),
          request.transactionHash,
          request.lastSix,
          file,
          type,
          now,
          key,
          hash,
        ],
      );
      if (inserted.length === 0) throw new KeyTaken();
      const row = await findRecharge(tx, id);
      if (!row) throw new Error('recharge insert vanished');
      return toRechargeRecord(row);
    });
  }

  /**
   * Operator: submitted → approved. Credits the amount to the real account of its currency (a
   * `recharge` entry), pays the inviter's reward on a first deposit, notifies. `UPDATE … WHERE
   * status = 'submitted'` makes a repeated or racing approval move no money a second time.
   */
  async approve(id: number): Promise<RechargeRow> {
    const now = this.clock.now();
    const created: CreatedNotification[] = [];
    const row = await this.db.transaction(async (tx) => {
      const recharge = await this.reviewable(tx, id);
      const account = await lockAccount(tx, recharge.userId, 'real', now, recharge.currency);
      await tx.query("UPDATE recharges SET status = 'approved', reviewed_at = $2 WHERE id = $1", [id, now]);
      await postEntry(tx, account, 'recharge', recharge.orderNo, recharge.amountUnits, now);
      created.push(
        await insertNotification(
          tx,
          recharge.userId,
          {
            type: 'rechargeApproved',
            reference: recharge.orderNo,
            currency: recharge.currency,
            amount: recharge.amount,
          },
          now,
        ),
      );
      const reward = await creditInviteReward(tx, recharge, now);
      if (reward) created.push(reward);
      return recharge;
    });
    await publishNotifications(this.db, this.events, created);
    return (await findRecharge(this.db, row.id)) ?? row;
  }

  /** Operator: submitted → rejected with a remark the user sees; no money moves. */
  async reject(id: number, remark: string): Promise<RechargeRow> {
    const now = this.clock.now();
    const created = await this.db.transaction(async (tx) => {
      const recharge = await this.reviewable(tx, id);
      await tx.query(
        "UPDATE recharges SET status = 'rejected', remark = $2, reviewed_at = $3 WHERE id = $1",
        [id, remark, now],
      );
      return insertNotification(
        tx,
        recharge.userId,
        {
          type: 'rechargeRejected',
          reference: recharge.orderNo,
          currency: recharge.currency,
          amount: recharge.amount,
          remark,
        },
        now,
      );
    });
    await publishNotifications(this.db, this.events, [created]);
    const row = await findRecharge(this.db, id);
    if (!row) throw new ApiError(Code.notFound, 404);
    return row;
  }

  /** The record locked for review: 404 when unknown, WRONG_STATE once reviewed. */
  private async reviewable(
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    id: number,
  ): Promise<RechargeRow> {
    const recharge = await findRecharge(tx, id, true);
    if (!recharge) throw new ApiError(Code.notFound, 404);
    if (recharge.status !== 'submitted') throw wrongState(recharge.status);
    return recharge;
  }
}
