import { createHash } from 'node:crypto';
import type { SmartProductWithdrawn } from '@swx/contract';
import { exitPenalty, profitPerCycle } from '@swx/contract/smart-terms';
import type { UserRecord } from '../accounts/users.ts';
import type { Clock } from '../clock.ts';
import type { Db, Queryable } from '../db/db.ts';
import { type Fields, textField } from '../http/body.ts';
import { Code } from '../http/codes.ts';
import { ApiError, inputInvalid } from '../http/envelope.ts';
import { type AccountMode, lockAccount, type Page, type PageRequest, postEntry } from '../ledger/ledger.ts';
import { wrongState } from '../money/money-errors.ts';
import { newRecordKey } from '../record-number.ts';
import { parseCents } from '../trading/money.ts';
import { savePlanState, withLockedPlan } from './smart-cycles.ts';
import { smartDemoDisabled, smartRules } from './smart-errors.ts';
import {
  findPlan,
  findPlanByKey,
  isRunning,
  listPlans,
  type OpsSmartPlan,
  type PlanRow,
  payoutsOf,
  runningStatuses,
  type SmartPlan,
  statusFilter,
  toOpsSmartPlan,
  toSmartPlan,
} from './smart-plans.ts';
import { loadSmartProducts, type OpsSmartProduct, writeSmartProducts } from './smart-products.ts';
import { cycleEnd, type Draw, drawDailyYield } from './smart-rule.ts';

type BuyRequest = { product: OpsSmartProduct; days: number; amountCents: bigint };

/**
 * Smart trading plans on the real USDT account (docs/upstream-contract.md, "Smart trading plans"):
 * buying moves the principal out as a ledger entry, cycles pay profit on the upstream's clock
 * (smart-cycles.ts), and a plan ends completed, refunded by the operator or by an early exit.
 */
export class SmartPlanService {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly draw: Draw | undefined;

  /** `draw` picks the daily yield within a product's range (the CSPRNG unless a test fixes it). */
  constructor(db: Db, clock: Clock, draw?: Draw) {
    this.db = db;
    this.clock = clock;
    this.draw = draw;
  }

  /**
   * POST /order/buySmart, checked in the contract's order: demo → product (10010) → days (10012) →
   * amount (10013) → KYC (10022) → key (the first plan again, or 10092) → a running plan of the
   * product (10024) → balance (10011, or 30004 when pending withdrawals hold the funds).
   */
  async buy(user: UserRecord, mode: AccountMode, body: Fields, key: string | null): Promise<SmartPlan> {
    if (mode === 'demo') throw smartDemoDisabled();
    // A retry answers what its key bought, whatever happened to the product since (withdrawn,
    // off sale, its terms changed): the same key and input are the same plan, never an error.
    if (key !== null) {
      const earlier = await findPlanByKey(this.db, user.id, key);
      if (earlier) {
        if (earlier.requestHash !== requestHashOf(body)) throw new ApiError(Code.operationFailed);
        return this.answer(earlier);
      }
    }
    const request = await this.readBuy(body);
    if (request.product.kycRequired && user.kycStatus !== 2) throw new ApiError(Code.notRealNameVerified);
    const hash = buyHash(request.product.id, request.days, request.amountCents);
    const now = this.clock.now();
    const row = await this.db.transaction(async (tx) => {
      // Every purchase of the user waits here for the one before it, so the key and the running
      // plan checks below see everything committed before.
      const account = await lockAccount(tx, user.id, 'real', now);
      if (key !== null) {
        const earlier = await findPlanByKey(tx, user.id, key);
        if (earlier && earlier.requestHash !== hash) throw new ApiError(Code.operationFailed);
        if (earlier) return earlier;
      }
      const running = await tx.query(
        'SELECT 1 FROM smart_plans WHERE user_id = $1 AND product_id = $2 AND status = ANY($3::text[])',
        [user.id, request.product.id, runningStatuses],
      );
      if (running.length > 0) throw new ApiError(Code.sameProductBought);
      if (account.balance < request.amountCents)
        throw new ApiError(
          account.balance + account.held >= request.amountCents
            ? Code.fundsInsufficient
            : Code.balanceInsufficientRecharge,
        );
      const plan = await this.insertPlan(tx, user.id, account.id, request, key, hash, now);
      await postEntry(tx, account, 'smart_principal', plan.orderNo, -request.amountCents, now);
      return plan;
    });
    return this.answer(row);
  }

  private async readBuy(body: Fields): Promise<BuyRequest> {
    const productId = textField(body, smartRules.productId);
    const daysText = textField(body, smartRules.days);
    const amountText = textField(body, smartRules.amount);
    const product = (await loadSmartProducts(this.db)).find((p) => p.onSale && String(p.id) === productId);
    if (!product) throw new ApiError(Code.smartProductWrong);
    const days = /^\d{1,4}$/.test(daysText) ? Number(daysText) : Number.NaN;
    if (!product.days.includes(days)) throw new ApiError(Code.daysNotFound);
    const cents = parseCents(amountText);
    const min = parseCents(product.minAmount) ?? 0;
    const max = parseCents(product.maxAmount) ?? 0;
    if (cents === undefined || cents <= 0 || cents < min || cents > max)
      throw new ApiError(Code.investmentAmountWrong);
    return { product, days, amountCents: BigInt(cents) };
  }

  private async insertPlan(
    tx: Queryable,
    userId: number,
    accountId: number,
    { product, days, amountCents }: BuyRequest,
    key: string | null,
    hash: string,
    now: number,
  ): Promise<PlanRow> {
    const { id, orderNo } = await newRecordKey(tx, 'smart_plans', 'SP', now);
    const dailyYield = drawDailyYield(product.dailyYieldMin, product.dailyYieldMax, this.draw);
    await tx.query(
      `INSERT INTO smart_plans (id, order_no, user_id, account_id, product_id, product_name, amount_units, days,
         cycle_days, cycles, daily_yield, profit_per_cycle_units, exit_penalty_rate, started_at, next_cycle_at,
         ends_at, created_at, idempotency_key, request_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7::numeric, $8, $9, $10, $11::numeric, $12::numeric, $13::numeric, $14, $15,
         $16, $14, $17, $18)`,
      [
        id,
        orderNo,
        userId,
        accountId,
        product.id,
        product.name,
        amountCents.toString(),
        days,
        product.cycleDays,
        days / product.cycleDays,
        dailyYield,
        profitPerCycle(amountCents, dailyYield, product.cycleDays).toString(),
        product.exitPenaltyRate,
        now,
        cycleEnd(now, product.cycleDays, 1),
        cycleEnd(now, product.cycleDays, days / product.cycleDays),
        key,
        hash,
      ],
    );
    const plan = await findPlan(tx, id);
    if (!plan) throw new Error(`smart plan ${id} vanished`);
    return plan;
  }

  /**
   * POST /order/exitSmart: cycles already due are paid first; then the principal comes back
   * (`smart_principal_return`) and the penalty, principal × the plan's share rounded down, is taken
   * (`smart_exit_penalty`). The cycle under way earns nothing. A plan that is not running answers
   * 10092 WRONG_STATE and moves nothing, so a repeated exit never pays twice.
   */
  async exit(user: UserRecord, mode: AccountMode, body: Fields): Promise<SmartPlan> {
    if (mode === 'demo') throw smartDemoDisabled();
    const id = this.readPlanId(body);
    const owned = await findPlan(this.db, id);
    if (!owned || owned.userId !== user.id) throw inputInvalid('id');
    const now = this.clock.now();
    const ended = await withLockedPlan(this.db, id, now, async (tx, account, plan) => {
      // Ended (also by a last cycle paid just now, which commits): nothing to exit.
      if (!isRunning(plan.status)) return { plan, moved: false };
      const penalty = exitPenalty(plan.amountUnits, plan.exitPenaltyRate);
      await postEntry(tx, account, 'smart_principal_return', plan.orderNo, plan.amountUnits, now);
      if (penalty > 0n) await postEntry(tx, account, 'smart_exit_penalty', plan.orderNo, -penalty, now);
      const exited: PlanRow = {
        ...plan,
        status: 'early_exit',
        penaltyUnits: penalty,
        returnedUnits: plan.amountUnits - penalty,
        nextCycleAt: null,
        closedAt: now,
      };
      await savePlanState(tx, exited);
      return { plan: exited, moved: true };
    });
    if (!ended) throw inputInvalid('id');
    if (!ended.moved) throw wrongState(ended.plan.status);
    return this.answer(ended.plan);
  }

  /**
   * Operator: refunds a running plan (its due cycles paid first): the whole principal comes back
   * (`smart_refund`) and the plan is `refunded`. Not running: 10092 WRONG_STATE; unknown: 404.
   */
  async refund(planId: number): Promise<OpsSmartPlan> {
    const now = this.clock.now();
    const ended = await withLockedPlan(this.db, planId, now, async (tx, account, plan) => {
      if (!isRunning(plan.status)) return { plan, moved: false };
      await postEntry(tx, account, 'smart_refund', plan.orderNo, plan.amountUnits, now);
      const refunded: PlanRow = {
        ...plan,
        status: 'refunded',
        returnedUnits: plan.amountUnits,
        nextCycleAt: null,
        closedAt: now,
      };
      await savePlanState(tx, refunded);
      return { plan: refunded, moved: true };
    });
    if (!ended) throw new ApiError(Code.notFound, 404);
    if (!ended.moved) throw wrongState(ended.plan.status);
    const payouts = await payoutsOf(this.db, [ended.plan.id]);
    return toOpsSmartPlan(ended.plan, payouts.get(ended.plan.id) ?? [], now);
  }

  /**
   * Operator: takes a product off sale (the parameter keeps it, `onSale: false`) and refunds each of
   * its running plans. Repeating it refunds what is still running, nothing twice.
   */
  async withdrawProduct(productId: number): Promise<SmartProductWithdrawn> {
    const products = await loadSmartProducts(this.db);
    const product = products.find((p) => p.id === productId);
    if (!product) throw new ApiError(Code.notFound, 404);
    const withdrawn = { ...product, onSale: false };
    await writeSmartProducts(
      this.db,
      products.map((p) => (p.id === productId ? withdrawn : p)),
      this.clock.now(),
    );
    const running = await this.db.query(
      'SELECT id FROM smart_plans WHERE product_id = $1 AND status = ANY($2::text[]) ORDER BY seq',
      [productId, runningStatuses],
    );
    let refunded = 0;
    for (const row of running) {
      try {
        await this.refund(Number(row.id));
        refunded += 1;
      } catch (error) {
        // Completed or exited meanwhile: nothing to refund.
        if (!(error instanceof ApiError)) throw error;
      }
    }
    return { product: withdrawn, refunded };
  }

  /** GET /order/getSmartOrderById/{id}: the caller's plan, or null. */
  async find(userId: number, id: number): Promise<SmartPlan | null> {
    const row = await findPlan(this.db, id);
    return row && row.userId === userId ? this.answer(row) : null;
  }

  /** GET /order/listSmartOrder: `status` one of the five, `running`, `ended`, or anything else for all. */
  async list(userId: number, status: string, page: PageRequest): Promise<Page<SmartPlan>> {
    const now = this.clock.now();
    const found = await listPlans(this.db, { userId, statuses: statusFilter(status) }, page);
    return { ...found, list: found.list.map(({ row, payouts }) => toSmartPlan(row, payouts, now)) };
  }

  /** Operator: every user's plans, with their owners. */
  async listAll(status: string, page: PageRequest): Promise<Page<OpsSmartPlan>> {
    const now = this.clock.now();
    const found = await listPlans(this.db, { userId: null, statuses: statusFilter(status) }, page);
    return { ...found, list: found.list.map(({ row, payouts }) => toOpsSmartPlan(row, payouts, now)) };
  }

  readPlanId(fields: Fields): number {
    const raw = textField(fields, smartRules.id);
    if (raw === '') throw inputInvalid('id');
    return Number(raw);
  }

  private async answer(row: PlanRow): Promise<SmartPlan> {
    const payouts = await payoutsOf(this.db, [row.id]);
    return toSmartPlan(row, payouts.get(row.id) ?? [], this.clock.now());
  }
}

/** What a purchase's key is bound to: the product, the days and the amount in cents. */
function buyHash(productId: number, days: number, amountCents: bigint): string {
  return createHash('sha256')
    .update(JSON.stringify([productId, days, amountCents.toString()]))
    .digest('hex');
}

/** The same binding read from a request's raw fields (an unreadable one matches no purchase). */
function requestHashOf(body: Fields): string | null {
  const productId = Number(textField(body, smartRules.productId));
  const days = Number(textField(body, smartRules.days));
  const cents = parseCents(textField(body, smartRules.amount));
  if (!Number.isInteger(productId) || !Number.isInteger(days) || cents === undefined) return null;
  return buyHash(productId, days, BigInt(cents));
}
