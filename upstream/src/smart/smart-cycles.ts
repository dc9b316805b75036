import type { Db, Queryable } from '../db/db.ts';
import { toNumber } from '../db/db.ts';
import { type LockedAccount, lockAccount, postEntry } from '../ledger/ledger.ts';
import { findPlan, isRunning, type PlanRow } from './smart-plans.ts';
import { cycleEnd } from './smart-rule.ts';

/**
 * Pays every cycle of `plan` that ended at or before `now`, oldest first, inside the caller's
 * transaction (the account and the plan already locked, in that order): a `smart_profit` entry per
 * cycle, then, after the last one, the principal back (`smart_principal_return`) and `completed`.
 * Returns the plan as it is after. A plan that is not running, or has nothing due, is left alone.
 */
export async function payDueCycles(
  tx: Queryable,
  account: LockedAccount,
  plan: PlanRow,
  now: number,
): Promise<PlanRow> {
  const next = { ...plan };
  while (isRunning(next.status) && next.nextCycleAt !== null && next.nextCycleAt <= now) {
    const cycle = next.cyclesPaid + 1;
    await tx.query(
      `INSERT INTO smart_plan_payouts (plan_id, cycle, profit_units, due_at, paid_at)
       VALUES ($1, $2, $3::numeric, $4, $5)`,
      [next.id, cycle, next.profitPerCycleUnits.toString(), next.nextCycleAt, now],
    );
    // A cycle whose profit rounds down to nothing moves no money and writes no empty entry.
    if (next.profitPerCycleUnits > 0n)
      await postEntry(tx, account, 'smart_profit', next.orderNo, next.profitPerCycleUnits, now);
    next.cyclesPaid = cycle;
    next.incomeUnits += next.profitPerCycleUnits;
    if (cycle === next.cycles) {
      await postEntry(tx, account, 'smart_principal_return', next.orderNo, next.amountUnits, now);
      next.status = 'completed';
      next.returnedUnits = next.amountUnits;
      next.closedAt = now;
      next.nextCycleAt = null;
    } else {
      next.status = 'profit_distributed';
      next.nextCycleAt = cycleEnd(next.startedAt, next.cycleDays, cycle + 1);
    }
  }
  if (next.cyclesPaid !== plan.cyclesPaid) await savePlanState(tx, next);
  return next;
}

/** Writes the plan's state columns (status, cycles, income, the end's figures). */
export async function savePlanState(tx: Queryable, plan: PlanRow): Promise<void> {
  await tx.query(
    `UPDATE smart_plans SET status = $2, cycles_paid = $3, income_units = $4::numeric, penalty_units = $5::numeric,
       returned_units = $6::numeric, next_cycle_at = $7, closed_at = $8
     WHERE id = $1`,
    [
      plan.id,
      plan.status,
      plan.cyclesPaid,
      plan.incomeUnits.toString(),
      plan.penaltyUnits?.toString() ?? null,
      plan.returnedUnits?.toString() ?? null,
      plan.nextCycleAt,
      plan.closedAt,
    ],
  );
}

/**
 * Opens a transaction on one plan: the owner's real USDT account is locked first, then the plan
 * (every writer of plans locks in this order, so two never wait on each other), and due cycles are
 * paid before `step` sees the plan. Undefined when there is no such plan.
 */
export async function withLockedPlan<T>(
  db: Db,
  planId: number,
  now: number,
  step: (tx: Queryable, account: LockedAccount, plan: PlanRow) => Promise<T>,
): Promise<T | undefined> {
  const owner = await findPlan(db, planId);
  if (!owner) return undefined;
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, owner.userId, 'real', now);
    const locked = await findPlan(tx, planId, true);
    if (!locked) return undefined;
    return step(tx, account, await payDueCycles(tx, account, locked, now));
  });
}

/**
 * Cycles run on the upstream's clock: after each simulator tick, the plans with a cycle due are
 * paid (a plan several cycles behind after downtime pays each one, with its own due time). Plans
 * are taken a batch at a time; one that another writer already moved pays nothing twice. Returns
 * how many plans had a cycle due.
 */
export async function runDueCycles(db: Db, now: number): Promise<number> {
  const due = await db.query(
    `SELECT id FROM smart_plans WHERE status IN ('earning', 'profit_distributed') AND next_cycle_at <= $1
     ORDER BY next_cycle_at, seq LIMIT 200`,
    [now],
  );
  for (const row of due) await withLockedPlan(db, toNumber(row.id), now, async () => undefined);
  return due.length;
}
