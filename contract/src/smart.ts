import * as v from 'valibot';
import { Decimal, EpochMs, Id } from './common.ts';
import { Currency } from './money.ts';

/**
 * Smart trading plans: an operator's products (the `smart_products` parameter) and the
 * plans users buy from them with real USDT. Rates are fractions as decimal strings ("0.0045" =
 * 0.45 %); money is USDT at 2 places.
 */
const Count = v.pipe(v.number(), v.integer());

export const SmartProduct = v.object({
  id: Id,
  name: v.string(),
  currency: Currency,
  /** The range a plan's daily yield is drawn from at purchase (uniformly, at 4 places). */
  dailyYieldMin: Decimal,
  dailyYieldMax: Decimal,
  /** The investment range, inclusive. */
  minAmount: Decimal,
  maxAmount: Decimal,
  /** The timeframes a plan may run for, in days; each a whole number of cycles. */
  days: v.array(Count),
  /** Days between two profit distributions. */
  cycleDays: Count,
  /** Share of the principal kept as liquidated damages when a plan exits early. */
  exitPenaltyRate: Decimal,
  /** Whether buying needs a verified identity (KYC status 2), else 10022. */
  kycRequired: v.boolean(),
});

/**
 * A plan's states: `earning` (running, nothing paid yet) → `profit_distributed` (running, a cycle's profit
 * paid) → `completed` (the last cycle paid, principal back); or `refunded` (the operator withdrew the
 * product or the plan: principal back) or `early_exit` (the user left: principal less the penalty back).
 */
export const SmartPlanStatus = v.picklist([
  'earning',
  'profit_distributed',
  'completed',
  'refunded',
  'early_exit',
]);

/** One cycle's profit, paid to the real account as a `smart_profit` entry. */
export const SmartPlanPayout = v.object({
  cycle: Count,
  profit: Decimal,
  /** When the cycle ended; `paidAt` is when the upstream's clock paid it (later after downtime). */
  dueAt: EpochMs,
  paidAt: EpochMs,
});

export const SmartPlan = v.object({
  id: Id,
  /** "SP" + UTC date + 12 random digits; the reference of the plan's ledger entries. */
  orderNo: v.string(),
  productId: Id,
  productName: v.string(),
  currency: Currency,
  /** The principal. */
  amount: Decimal,
  days: Count,
  cycleDays: Count,
  /** Cycles in the plan (days / cycleDays) and cycles paid so far. */
  cycles: Count,
  cyclesPaid: Count,
  /** Drawn from the product's range at purchase; every cycle pays amount × dailyYield × cycleDays, rounded down. */
  dailyYield: Decimal,
  profitPerCycle: Decimal,
  exitPenaltyRate: Decimal,
  /** What an early exit now would keep (amount × exitPenaltyRate, rounded down) and pay back. */
  exitPenalty: Decimal,
  exitRefund: Decimal,
  /** Profit paid so far. */
  income: Decimal,
  /** Income less the penalty taken at an early exit (may be negative); equals `income` otherwise. */
  totalIncome: Decimal,
  /** Taken at an early exit; null otherwise. */
  penalty: v.nullable(Decimal),
  /** Principal returned when the plan ended (all of it, or less the penalty); null while running. */
  returned: v.nullable(Decimal),
  status: SmartPlanStatus,
  startedAt: EpochMs,
  /** When the next cycle's profit falls due; null once the plan ended. */
  nextEarningsAt: v.nullable(EpochMs),
  endsAt: EpochMs,
  closedAt: v.nullable(EpochMs),
  /** From the start to the end, or to the upstream's now while running (as of this answer). */
  runTimeMs: Count,
  payouts: v.array(SmartPlanPayout),
  createdAt: EpochMs,
});

/** The operator API's view of a plan: whose it is. */
export const OpsSmartPlan = v.object({ ...SmartPlan.entries, userId: Id, userName: v.string() });

/** A product as the operator sees it: on sale or withdrawn. */
export const OpsSmartProduct = v.object({ ...SmartProduct.entries, onSale: v.boolean() });

/** The answer of withdrawing a product: the product after, and how many running plans were refunded. */
export const SmartProductWithdrawn = v.object({ product: OpsSmartProduct, refunded: Count });

export type SmartProduct = v.InferOutput<typeof SmartProduct>;
export type SmartPlanStatus = v.InferOutput<typeof SmartPlanStatus>;
export type SmartPlanPayout = v.InferOutput<typeof SmartPlanPayout>;
export type SmartPlan = v.InferOutput<typeof SmartPlan>;
export type OpsSmartPlan = v.InferOutput<typeof OpsSmartPlan>;
export type OpsSmartProduct = v.InferOutput<typeof OpsSmartProduct>;
export type SmartProductWithdrawn = v.InferOutput<typeof SmartProductWithdrawn>;
