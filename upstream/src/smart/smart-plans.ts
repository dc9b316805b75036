import type { OpsSmartPlan, SmartPlan, SmartPlanPayout, SmartPlanStatus } from '@swx/contract';
import { formatCents } from '@swx/contract/decimal';
import { exitPenalty } from '@swx/contract/smart-terms';
import { type Queryable, toNumber, toText } from '../db/db.ts';
import { offsetOf, type Page, type PageRequest } from '../ledger/ledger.ts';
import { toUnits } from '../money/currencies.ts';

/** The contract's shapes, declared once there. */
export type { OpsSmartPlan, SmartPlan, SmartPlanPayout, SmartPlanStatus };

export const runningStatuses: readonly SmartPlanStatus[] = ['earning', 'profit_distributed'];
export const endedStatuses: readonly SmartPlanStatus[] = ['completed', 'refunded', 'early_exit'];

/** A plan with what the service needs besides the contract fields (units, owner, key). */
export type PlanRow = {
  id: number;
  orderNo: string;
  userId: number;
  userName: string;
  accountId: number;
  productId: number;
  productName: string;
  amountUnits: bigint;
  days: number;
  cycleDays: number;
  cycles: number;
  dailyYield: string;
  profitPerCycleUnits: bigint;
  exitPenaltyRate: string;
  status: SmartPlanStatus;
  cyclesPaid: number;
  incomeUnits: bigint;
  penaltyUnits: bigint | null;
  returnedUnits: bigint | null;
  startedAt: number;
  nextCycleAt: number | null;
  endsAt: number;
  closedAt: number | null;
  createdAt: number;
  requestHash: string;
};

export const planColumns = `p.id, p.order_no, p.user_id, u.user_name, p.account_id, p.product_id, p.product_name,
  p.amount_units::text AS amount_units, p.days, p.cycle_days, p.cycles, p.daily_yield::text AS daily_yield,
  p.profit_per_cycle_units::text AS profit_per_cycle_units, p.exit_penalty_rate::text AS exit_penalty_rate,
  p.status, p.cycles_paid, p.income_units::text AS income_units, p.penalty_units::text AS penalty_units,
  p.returned_units::text AS returned_units, p.started_at, p.next_cycle_at, p.ends_at, p.closed_at, p.created_at,
  p.request_hash`;
export const planFrom = 'smart_plans p JOIN users u ON u.id = p.user_id';

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : toNumber(value));
const nullableUnits = (value: unknown) => (value === null || value === undefined ? null : toUnits(value));

export function toPlanRow(row: Record<string, unknown>): PlanRow {
  return {
    id: toNumber(row.id),
    orderNo: toText(row.order_no),
    userId: toNumber(row.user_id),
    userName: toText(row.user_name),
    accountId: toNumber(row.account_id),
    productId: toNumber(row.product_id),
    productName: toText(row.product_name),
    amountUnits: toUnits(row.amount_units),
    days: toNumber(row.days),
    cycleDays: toNumber(row.cycle_days),
    cycles: toNumber(row.cycles),
    dailyYield: toText(row.daily_yield),
    profitPerCycleUnits: toUnits(row.profit_per_cycle_units),
    exitPenaltyRate: toText(row.exit_penalty_rate),
    status: toText(row.status) as SmartPlanStatus,
    cyclesPaid: toNumber(row.cycles_paid),
    incomeUnits: toUnits(row.income_units),
    penaltyUnits: nullableUnits(row.penalty_units),
    returnedUnits: nullableUnits(row.returned_units),
    startedAt: toNumber(row.started_at),
    nextCycleAt: nullableNumber(row.next_cycle_at),
    endsAt: toNumber(row.ends_at),
    closedAt: nullableNumber(row.closed_at),
    createdAt: toNumber(row.created_at),
    requestHash: toText(row.request_hash),
  };
}

export function isRunning(status: SmartPlanStatus): boolean {
  return runningStatuses.includes(status);
}

/** The plan as the contract answers it, at the upstream's `now` (run time of a running plan). */
export function toSmartPlan(row: PlanRow, payouts: SmartPlanPayout[], now: number): SmartPlan {
  const penalty = exitPenalty(row.amountUnits, row.exitPenaltyRate);
  return {
    id: row.id,
    orderNo: row.orderNo,
    productId: row.productId,
    productName: row.productName,
    currency: 'USDT',
    amount: formatCents(row.amountUnits),
    days: row.days,
    cycleDays: row.cycleDays,
    cycles: row.cycles,
    cyclesPaid: row.cyclesPaid,
    dailyYield: row.dailyYield,
    profitPerCycle: formatCents(row.profitPerCycleUnits),
    exitPenaltyRate: row.exitPenaltyRate,
    exitPenalty: formatCents(penalty),
    exitRefund: formatCents(row.amountUnits - penalty),
    income: formatCents(row.incomeUnits),
    totalIncome: formatCents(row.incomeUnits - (row.penaltyUnits ?? 0n)),
    penalty: row.penaltyUnits === null ? null : formatCents(row.penaltyUnits),
    returned: row.returnedUnits === null ? null : formatCents(row.returnedUnits),
    status: row.status,
    startedAt: row.startedAt,
    nextEarningsAt: isRunning(row.status) ? row.nextCycleAt : null,
    endsAt: row.endsAt,
    closedAt: row.closedAt,
    runTimeMs: Math.max(0, Math.min(row.closedAt ?? now, row.endsAt) - row.startedAt),
    payouts,
    createdAt: row.createdAt,
  };
}

export function toOpsSmartPlan(row: PlanRow, payouts: SmartPlanPayout[], now: number): OpsSmartPlan {
  return { ...toSmartPlan(row, payouts, now), userId: row.userId, userName: row.userName };
}

/** The payouts of each of `ids`, oldest cycle first. */
export async function payoutsOf(db: Queryable, ids: number[]): Promise<Map<number, SmartPlanPayout[]>> {
  const byPlan = new Map<number, SmartPlanPayout[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byPlan;
  const rows = await db.query(
    `SELECT plan_id, cycle, profit_units::text AS profit_units, due_at, paid_at FROM smart_plan_payouts
     WHERE plan_id = ANY($1::bigint[]) ORDER BY plan_id, cycle`,
    [ids],
  );
  for (const row of rows) {
    byPlan.get(toNumber(row.plan_id))?.push({
      cycle: toNumber(row.cycle),
      profit: formatCents(toUnits(row.profit_units)),
      dueAt: toNumber(row.due_at),
      paidAt: toNumber(row.paid_at),
    });
  }
  return byPlan;
}

export async function findPlan(db: Queryable, id: number, forUpdate = false): Promise<PlanRow | undefined> {
  const rows = await db.query(
    `SELECT ${planColumns} FROM ${planFrom} WHERE p.id = $1${forUpdate ? ' FOR UPDATE OF p' : ''}`,
    [id],
  );
  return rows[0] ? toPlanRow(rows[0]) : undefined;
}

export async function findPlanByKey(
  db: Queryable,
  userId: number,
  key: string,
): Promise<PlanRow | undefined> {
  const rows = await db.query(
    `SELECT ${planColumns} FROM ${planFrom} WHERE p.user_id = $1 AND p.idempotency_key = $2`,
    [userId, key],
  );
  return rows[0] ? toPlanRow(rows[0]) : undefined;
}

/**
 * `running` (earning or profit distributed), `ended` (completed, refunded or early exit), one
 * status, or null for all.
 */
export type PlanFilter = { userId: number | null; statuses: readonly SmartPlanStatus[] | null };

export function statusFilter(text: string): readonly SmartPlanStatus[] | null {
  if (text === 'running') return runningStatuses;
  if (text === 'ended') return endedStatuses;
  const all: readonly string[] = [...runningStatuses, ...endedStatuses];
  // An unknown status filters nothing rather than failing, as the options list does.
  return all.includes(text) ? [text as SmartPlanStatus] : null;
}

/** Plans newest first, with their payouts. */
export async function listPlans(
  db: Queryable,
  filter: PlanFilter,
  page: PageRequest,
): Promise<Page<{ row: PlanRow; payouts: SmartPlanPayout[] }>> {
  const where =
    '($1::bigint IS NULL OR p.user_id = $1) AND ($2::text[] IS NULL OR p.status = ANY($2::text[]))';
  const params = [filter.userId, filter.statuses];
  const total = await db.query(`SELECT count(*) AS n FROM smart_plans p WHERE ${where}`, params);
  const rows = (
    await db.query(
      `SELECT ${planColumns} FROM ${planFrom} WHERE ${where} ORDER BY p.seq DESC LIMIT $3 OFFSET $4`,
      [...params, page.pageSize, offsetOf(page)],
    )
  ).map(toPlanRow);
  const payouts = await payoutsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    list: rows.map((row) => ({ row, payouts: payouts.get(row.id) ?? [] })),
    total: toNumber(total[0]?.n),
    ...page,
  };
}
