import type { SmartPlan, SmartPlanPayout, SmartProduct } from '@swx/contract';
import { builder } from '../builder.ts';
import { noticeFor } from '../errors/catalogue.ts';
import { ConflictError, InputError, ServiceError } from '../errors/errors.ts';
import { checkIdempotencyKey } from '../errors/idempotency-key.ts';
import {
  buySmart,
  exitSmart,
  getSmartOrderById,
  listSmartOrder,
  listSmartProduct,
} from '../upstream/smart.ts';
import { AccountRef, callerRealAccount } from './account.ts';
import { CurrencyEnum } from './currency.ts';
import { NoticeCodeEnum } from './errors.ts';
import { realCaller } from './money-caller.ts';
import { pageConnection } from './page-connection.ts';
import { isRecordId, recordIdOf } from './record-id.ts';
import { typedMutation } from './typed-mutation.ts';
import { ViewerRef } from './viewer.ts';

/**
 * Smart trading plans: the operator's products and the viewer's plans, on the real
 * account only (the demo account gets DEMO_ACCOUNT_DISABLED). Rates are fractions ("0.0045" =
 * 0.45 %), money USDT. The plan rules are in docs/upstream-contract.md, "Smart trading plans".
 */
export const SmartProductRef = builder.objectRef<SmartProduct>('SmartProduct');

builder.node(SmartProductRef, {
  description: 'A smart trading (expert-advisor) product on sale, with the terms a plan is bought on.',
  id: { resolve: (product) => product.id },
  loadOne: async (id, ctx) =>
    (await listSmartProduct(ctx.upstream, ctx.caller)).result.find((p) => String(p.id) === id) ?? null,
  fields: (t) => ({
    productId: t.exposeInt('id'),
    name: t.exposeString('name', { description: "The operator's name for it (not translated)." }),
    currency: t.field({ type: CurrencyEnum, resolve: (product) => product.currency }),
    dailyYieldMin: t.expose('dailyYieldMin', {
      type: 'Decimal',
      description: 'Lowest daily yield a plan can draw, as a fraction (0.003 = 0.3 % a day). Not a promise.',
    }),
    dailyYieldMax: t.expose('dailyYieldMax', {
      type: 'Decimal',
      description: 'Highest daily yield a plan can draw, as a fraction. Not a promise.',
    }),
    minAmount: t.expose('minAmount', { type: 'Decimal', description: 'Smallest investment, inclusive.' }),
    maxAmount: t.expose('maxAmount', { type: 'Decimal', description: 'Largest investment, inclusive.' }),
    dayOptions: t.exposeIntList('days', { description: 'The timeframes a plan may run for, in days.' }),
    cycleDays: t.exposeInt('cycleDays', { description: 'Days between two profit distributions.' }),
    exitPenaltyRate: t.expose('exitPenaltyRate', {
      type: 'Decimal',
      description: 'Share of the principal kept as liquidated damages on an early exit (a fraction).',
    }),
    kycRequired: t.exposeBoolean('kycRequired', {
      description: 'Buying needs a verified identity (else NOT_REAL_NAME_VERIFIED).',
    }),
  }),
});

const SmartPlanStatusEnum = builder.enumType('SmartPlanStatus', {
  values: {
    EARNING: { description: 'Running; no cycle has paid yet.' },
    PROFIT_DISTRIBUTED: { description: "Running; at least one cycle's profit has been paid." },
    COMPLETED: { description: 'Every cycle paid and the principal returned.' },
    REFUNDED: {
      description: 'The operator refunded the plan or withdrew its product: the principal returned.',
    },
    EARLY_EXIT: { description: 'The user left early: the principal less the penalty returned.' },
  },
});

const SmartPlanPayoutRef = builder.objectRef<SmartPlanPayout>('SmartPlanPayout').implement({
  description: "One cycle's profit, paid to the real account as a SMART_PROFIT ledger entry.",
  fields: (t) => ({
    cycle: t.exposeInt('cycle'),
    profit: t.expose('profit', { type: 'Decimal' }),
    dueAt: t.expose('dueAt', { type: 'DateTime', description: 'When the cycle ended.' }),
    paidAt: t.expose('paidAt', { type: 'DateTime' }),
  }),
});

export const SmartPlanRef = builder.objectRef<SmartPlan>('SmartPlan');

builder.node(SmartPlanRef, {
  description: 'A smart trading plan of the viewer: its terms, its drawn daily yield and what it has paid.',
  id: { resolve: (plan) => plan.id },
  loadOne: async (id, ctx) =>
    isRecordId(id) ? (await getSmartOrderById(ctx.upstream, ctx.caller, Number(id))).result : null,
  fields: (t) => ({
    planId: t.exposeInt('id'),
    orderNo: t.exposeString('orderNo', { description: 'The reference of its ledger entries.' }),
    productId: t.exposeInt('productId'),
    productName: t.exposeString('productName'),
    currency: t.field({ type: CurrencyEnum, resolve: (plan) => plan.currency }),
    amount: t.expose('amount', { type: 'Decimal', description: 'The principal.' }),
    days: t.exposeInt('days'),
    cycleDays: t.exposeInt('cycleDays'),
    cycles: t.exposeInt('cycles', { description: 'Cycles in the plan (days / cycleDays).' }),
    cyclesPaid: t.exposeInt('cyclesPaid'),
    dailyYield: t.expose('dailyYield', {
      type: 'Decimal',
      description: "Drawn from the product's range when bought, as a fraction; fixed for the plan.",
    }),
    profitPerCycle: t.expose('profitPerCycle', {
      type: 'Decimal',
      description: 'amount × dailyYield × cycleDays, rounded down to the cent.',
    }),
    exitPenaltyRate: t.expose('exitPenaltyRate', { type: 'Decimal' }),
    exitPenalty: t.expose('exitPenalty', {
      type: 'Decimal',
      description: 'What an early exit keeps: amount × exitPenaltyRate, rounded down to the cent.',
    }),
    exitRefund: t.expose('exitRefund', {
      type: 'Decimal',
      description: 'What an early exit pays back: amount − exitPenalty (profit already paid stays paid).',
    }),
    income: t.expose('income', { type: 'Decimal', description: 'Profit paid so far.' }),
    totalIncome: t.expose('totalIncome', {
      type: 'Decimal',
      description: 'Income less the penalty of an early exit (may be negative); equals income otherwise.',
    }),
    penalty: t.expose('penalty', { type: 'Decimal', nullable: true, description: 'Taken at an early exit.' }),
    returned: t.expose('returned', {
      type: 'Decimal',
      nullable: true,
      description: 'Principal returned when the plan ended; null while running.',
    }),
    status: t.field({
      type: SmartPlanStatusEnum,
      resolve: (plan) => plan.status.toUpperCase() as Uppercase<SmartPlan['status']>,
    }),
    running: t.boolean({
      resolve: (plan) => plan.status === 'earning' || plan.status === 'profit_distributed',
    }),
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    nextEarningsAt: t.expose('nextEarningsAt', {
      type: 'DateTime',
      nullable: true,
      description: "When the next cycle's profit falls due; null once the plan ended.",
    }),
    endsAt: t.expose('endsAt', { type: 'DateTime' }),
    closedAt: t.expose('closedAt', { type: 'DateTime', nullable: true }),
    runTimeSeconds: t.int({
      description: "From the start to the end, or to the upstream's clock when read while running.",
      resolve: (plan) => Math.floor(plan.runTimeMs / 1000),
    }),
    payouts: t.field({ type: [SmartPlanPayoutRef], resolve: (plan) => plan.payouts }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('smartProducts', (t) =>
  t.field({
    type: [SmartProductRef],
    description: 'The smart trading products on sale (operator parameter smart_products); public.',
    resolve: async (_, __, ctx) => (await listSmartProduct(ctx.upstream, ctx.caller)).result,
  }),
);

const SmartPlanConnection = builder.connectionObject<typeof SmartPlanRef, { totalCount: number }>(
  {
    type: SmartPlanRef,
    name: 'SmartPlanConnection',
    fields: (c) => ({ totalCount: c.exposeInt('totalCount') }),
  },
  { name: 'SmartPlanConnectionEdge' },
);

builder.objectField(ViewerRef, 'smartPlans', (t) =>
  t.connection(
    {
      type: SmartPlanRef,
      description: "The viewer's smart plans (real account, whatever the virtually header), newest first.",
      args: {
        running: t.arg.boolean({ description: 'true: running plans only; false: ended ones; unset: all.' }),
      },
      resolve: (user, args, ctx) =>
        pageConnection(args, async (pageNum, pageSize) => {
          const status = args.running === true ? 'running' : args.running === false ? 'ended' : undefined;
          return (await listSmartOrder(ctx.upstream, realCaller(user, ctx), { status, pageNum, pageSize }))
            .result;
        }),
    },
    SmartPlanConnection,
  ),
);

type PlanResult = { plan: SmartPlan; notice: ReturnType<typeof noticeFor> };

function planPayload(name: string, description: string) {
  return builder.objectRef<PlanResult>(name).implement({
    fields: (t) => ({
      plan: t.field({ type: SmartPlanRef, resolve: (payload) => payload.plan }),
      notice: t.expose('notice', { type: NoticeCodeEnum, nullable: true }),
      account: t.field({
        type: AccountRef,
        nullable: true,
        description,
        resolve: (_, __, ctx) => callerRealAccount(ctx),
      }),
    }),
  });
}

const BuySmartPlanInput = builder.inputType('BuySmartPlanInput', {
  fields: (t) => ({
    productId: t.int({ required: true, description: 'One of smartProducts.' }),
    amount: t.field({
      type: 'Decimal',
      required: true,
      description: "The principal in USDT, within the product's investment range, at most 2 places.",
    }),
    days: t.int({ required: true, description: "One of the product's dayOptions." }),
    idempotencyKey: t.string({
      required: true,
      description:
        'Required: 1-255 printable ASCII characters, new for each purchase. Same key + same input = the same ' +
        'plan, never a second one, so a retry after TIMEOUT or OUTCOME_UNKNOWN must reuse it.',
    }),
  }),
});

typedMutation('buySmartPlan', {
  type: planPayload(
    'BuySmartPlanPayload',
    'The real account after the principal left it. Read separately: null (with an error beside the data) ' +
      'when that read fails, while `plan` still reports the plan bought.',
  ),
  description:
    "Buys a plan with the real account's USDT; the daily yield is drawn by the upstream and shown on the plan. " +
    'Errors: SMART_PRODUCT_WRONG, DAYS_NOT_FOUND, INVESTMENT_AMOUNT_WRONG, NOT_REAL_NAME_VERIFIED, ' +
    'PRODUCT_ALREADY_BOUGHT (a running plan of the product), BALANCE_INSUFFICIENT_RECHARGE, FUNDS_INSUFFICIENT ' +
    '(held by pending withdrawals), DEMO_ACCOUNT_DISABLED, OPERATION_FAILED (key reused with another input).',
  args: (t) => ({ input: t.field({ type: BuySmartPlanInput, required: true }) }),
  errors: [InputError, ConflictError, ServiceError],
  resolve: async ({ input }, ctx) => {
    const key = checkIdempotencyKey(input.idempotencyKey);
    await ctx.limit('order');
    const body = { productId: input.productId, amount: input.amount, days: input.days };
    const answer = await buySmart(ctx.upstream, ctx.caller, body, key);
    return { plan: answer.result, notice: noticeFor(answer.notice) };
  },
});

const ExitSmartPlanInput = builder.inputType('ExitSmartPlanInput', {
  fields: (t) => ({ planId: t.globalID({ required: true, description: 'The SmartPlan id.' }) }),
});

typedMutation('exitSmartPlan', {
  type: planPayload(
    'ExitSmartPlanPayload',
    'The real account after the principal less the penalty came back (null with an error if that read fails).',
  ),
  description:
    'Ends a running plan early: profit already paid stays paid, the cycle under way earns nothing, the ' +
    'principal less exitPenalty comes back. A plan that is not running answers OPERATION_FAILED and moves ' +
    'nothing; an unknown or foreign id INPUT_INVALID.',
  args: (t) => ({ input: t.field({ type: ExitSmartPlanInput, required: true }) }),
  errors: [InputError, ServiceError],
  resolve: async ({ input }, ctx) => {
    const planId = recordIdOf(input.planId, 'SmartPlan', 'Not a smart plan id.', 'planId');
    await ctx.limit('order');
    const answer = await exitSmart(ctx.upstream, ctx.caller, planId);
    return { plan: answer.result, notice: noticeFor(answer.notice) };
  },
});
