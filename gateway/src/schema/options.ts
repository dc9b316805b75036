import type { OptionPeriod, OptionsOrder } from '@swx/contract';
import { formatCents, timesRateDown, toScaled } from '@swx/contract/decimal';
import { builder } from '../builder.ts';
import { noticeFor } from '../errors/catalogue.ts';
import { InputError, ServiceError } from '../errors/errors.ts';
import { checkIdempotencyKey } from '../errors/idempotency-key.ts';
import { UpstreamFailure } from '../upstream/client.ts';
import { buyOptions, getOptionMinAmount, getOptionsOrderById, listOptionsOrder } from '../upstream/order.ts';
import { AccountModeEnum, AccountRef, accountCaller, accountMode, virtuallyFor } from './account.ts';
import { NoticeCodeEnum } from './errors.ts';
import { MarketRef } from './market.ts';
import { pageConnection } from './page-connection.ts';
import { typedMutation } from './typed-mutation.ts';
import { ViewerRef } from './viewer.ts';

const OptionPeriodRef = builder.objectRef<OptionPeriod>('OptionPeriod').implement({
  description: 'A period an options order can run for, with its minimum stake and payout rate.',
  fields: (t) => ({
    period: t.exposeInt('limitTime', {
      description: 'Seconds from open to expiry (the API calls it limitTime).',
    }),
    minAmount: t.expose('minAmount', { type: 'Decimal' }),
    payoutRate: t.expose('payoutRate', {
      type: 'Decimal',
      description: 'A win pays the stake back plus stake × payoutRate (rounded down to the cent).',
    }),
  }),
});

const OrderDirectionEnum = builder.enumType('OrderDirection', {
  description: 'UP = buy long (wins when the price rises); DOWN = sell short (wins when it falls).',
  values: ['UP', 'DOWN'] as const,
});
const OrderStatusEnum = builder.enumType('OrderStatus', { values: ['OPEN', 'CLOSED', 'FAILED'] as const });
const OrderResultEnum = builder.enumType('OrderResult', { values: ['WIN', 'LOSS', 'REFUND'] as const });
const CloseReasonEnum = builder.enumType('OrderCloseReason', {
  values: {
    EXPIRY: { description: 'The period ended.' },
    STOP_LOSS: { description: 'A tick touched the stop-loss price.' },
    TAKE_PROFIT: { description: 'A tick touched the take-profit price.' },
    NO_PRICE: { description: 'The market stopped ticking before the order could close; refunded.' },
  },
});

const upper = <T extends string>(value: T) => value.toUpperCase() as Uppercase<T>;

export const OptionsOrderRef = builder.objectRef<OptionsOrder>('OptionsOrder');

builder.node(OptionsOrderRef, {
  description: 'An up/down options order. Open and close come from recorded ticks (time and price).',
  id: { resolve: (order) => order.id },
  loadOne: async (id, ctx) => (await getOptionsOrderById(ctx.upstream, ctx.caller, Number(id))).result,
  fields: (t) => ({
    orderId: t.exposeInt('id'),
    orderNo: t.exposeString('orderNo'),
    accountMode: t.field({ type: AccountModeEnum, resolve: (order) => accountMode(order.mode) }),
    code: t.exposeString('code'),
    marketName: t.exposeString('appName'),
    market: t.field({ type: MarketRef, resolve: (order) => ({ code: order.code }) }),
    direction: t.field({ type: OrderDirectionEnum, resolve: (order) => upper(order.direction) }),
    amount: t.expose('amount', { type: 'Decimal', description: 'The stake.' }),
    period: t.exposeInt('limitTime'),
    payoutRate: t.expose('payoutRate', { type: 'Decimal' }),
    lots: t.exposeInt('lots'),
    lever: t.exposeInt('lever', { description: 'Leverage.' }),
    margin: t.expose('margin', { type: 'Decimal' }),
    requiredMargin: t.expose('requiredMargin', { type: 'Decimal' }),
    stopLoss: t.expose('stopLoss', { type: 'Decimal', nullable: true }),
    takeProfit: t.expose('takeProfit', { type: 'Decimal', nullable: true }),
    openPrice: t.expose('openPrice', { type: 'Decimal', description: 'Price of the recorded open tick.' }),
    openTime: t.expose('openTime', { type: 'DateTime', description: 'Time of the recorded open tick.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
    closePrice: t.expose('closePrice', { type: 'Decimal', nullable: true }),
    closeTime: t.expose('closeTime', { type: 'DateTime', nullable: true }),
    status: t.field({ type: OrderStatusEnum, resolve: (order) => upper(order.status) }),
    result: t.field({
      type: OrderResultEnum,
      nullable: true,
      resolve: (order) => order.result && upper(order.result),
    }),
    closeReason: t.field({
      type: CloseReasonEnum,
      nullable: true,
      resolve: (order) => order.closeReason && upper(order.closeReason),
    }),
    profit: t.expose('profit', {
      type: 'Decimal',
      nullable: true,
      description: 'Payout minus stake: negative for a loss, 0 for a refund; null while open.',
    }),
    payout: t.field({
      type: 'Decimal',
      nullable: true,
      description:
        'What the order paid back: stake + profit (0 for a loss, the stake for a refund); null while open.',
      resolve: (order) => (order.profit === null ? null : centsSum(order.amount, order.profit)),
    }),
    payoutIfWon: t.field({
      type: 'Decimal',
      description: 'What a win pays back: the stake plus stake × payoutRate, rounded down to the cent.',
      resolve: (order) => {
        const stake = toScaled(order.amount, 2) ?? 0n;
        return formatCents(stake + timesRateDown(stake, order.payoutRate));
      },
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

/** The sum of two cent amounts ("100.00" + "-100.00" = "0.00"), exactly. */
function centsSum(a: string, b: string): string {
  return formatCents((toScaled(a, 2, { signed: true }) ?? 0n) + (toScaled(b, 2, { signed: true }) ?? 0n));
}

function parsePeriods(raw: string | null): OptionPeriod[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (p): p is OptionPeriod =>
          typeof p === 'object' &&
          p !== null &&
          Number.isInteger((p as OptionPeriod).limitTime) &&
          typeof (p as OptionPeriod).minAmount === 'string' &&
          typeof (p as OptionPeriod).payoutRate === 'string',
      )
      .sort((a, b) => a.limitTime - b.limitTime);
  } catch {
    return [];
  }
}

builder.queryFields((t) => ({
  optionPeriods: t.field({
    type: [OptionPeriodRef],
    description: 'Periods, minimum stakes and payout rates (operator parameter options_periods).',
    resolve: async (_, __, ctx) => parsePeriods(await ctx.parameters.get('options_periods')),
  }),
  optionPeriod: t.field({
    type: OptionPeriodRef,
    nullable: true,
    description:
      'One period with its minimum stake and payout rate (GET /order/getOptionMinAmount); null when no such ' +
      'period exists (the API answers 10017).',
    args: { period: t.arg.int({ required: true, description: 'Seconds (the API calls it limitTime).' }) },
    resolve: async (_, args, ctx) => {
      try {
        return (await getOptionMinAmount(ctx.upstream, ctx.caller, args.period)).result;
      } catch (cause) {
        if (cause instanceof UpstreamFailure && cause.error.code === 'PERIOD_NOT_FOUND') return null;
        throw cause;
      }
    },
  }),
  optionsOrder: t.field({
    type: OptionsOrderRef,
    nullable: true,
    description: "One of the signed-in user's orders by its Relay id; null for anyone else's.",
    args: { id: t.arg.globalID({ required: true, for: OptionsOrderRef }) },
    resolve: async (_, args, ctx) =>
      (await getOptionsOrderById(ctx.upstream, ctx.caller, Number(args.id.id))).result,
  }),
}));

const OptionsOrderConnection = builder.connectionObject<typeof OptionsOrderRef, { totalCount: number }>(
  {
    type: OptionsOrderRef,
    name: 'OptionsOrderConnection',
    fields: (c) => ({ totalCount: c.exposeInt('totalCount') }),
  },
  { name: 'OptionsOrderConnectionEdge' },
);

function statusFilter(status: 'OPEN' | 'CLOSED' | 'FAILED' | null | undefined) {
  return status ? (status.toLowerCase() as OptionsOrder['status']) : undefined;
}

builder.objectField(AccountRef, 'optionsOrders', (t) =>
  t.connection(
    {
      type: OptionsOrderRef,
      description: 'Orders of this account, newest first.',
      args: { status: t.arg({ type: OrderStatusEnum }) },
      resolve: (account, args, ctx) =>
        pageConnection(args, async (pageNum, pageSize) => {
          const query = { status: statusFilter(args.status), pageNum, pageSize };
          return (await listOptionsOrder(ctx.upstream, accountCaller(account, ctx), query)).result;
        }),
    },
    OptionsOrderConnection,
  ),
);

const BuyOptionsInput = builder.inputType('BuyOptionsInput', {
  fields: (t) => ({
    code: t.string({ required: true, description: 'Market code, e.g. BTCUSDT.' }),
    direction: t.field({ type: OrderDirectionEnum, required: true }),
    amount: t.field({
      type: 'Decimal',
      required: true,
      description: 'The stake in USDT ("purchase quantity").',
    }),
    period: t.int({ required: true, description: 'Seconds; one of optionPeriods.' }),
    stopLoss: t.field({ type: 'Decimal' }),
    takeProfit: t.field({ type: 'Decimal' }),
    idempotencyKey: t.string({
      required: true,
      description:
        'Required: 1-255 printable ASCII characters, new for each order. Same key + same input = the same ' +
        'order, never a second one, so a retry after TIMEOUT or OUTCOME_UNKNOWN must reuse it.',
    }),
  }),
});

type BuyOptionsSource = { order: OptionsOrder; notice: ReturnType<typeof noticeFor> };
const BuyOptionsPayload = builder.objectRef<BuyOptionsSource>('BuyOptionsPayload').implement({
  fields: (t) => ({
    order: t.field({ type: OptionsOrderRef, resolve: (payload) => payload.order }),
    notice: t.expose('notice', { type: NoticeCodeEnum, nullable: true }),
    viewer: t.field({
      type: ViewerRef,
      // Nullable on purpose: the order is placed whatever happens to this second read.
      nullable: true,
      description:
        'The buyer (the balance is on `account`). Read separately after the order is saved: null (with an error ' +
        'beside the data) when that read fails, while `order` still reports the placed order.',
      resolve: (_, __, ctx) => ctx.loaders.userInfo.load(ctx.caller.authorization),
    }),
    account: t.field({
      type: AccountRef,
      nullable: true,
      description:
        'The account the order was placed on, with its balance after the stake. Read separately after the ' +
        'order is saved: null (with an error beside the data) when that read fails, while `order` still ' +
        'reports the placed order.',
      resolve: async ({ order }, _, ctx) => {
        const token = ctx.caller.authorization;
        const info = await ctx.loaders.accountInfo.load({ token, virtually: virtuallyFor(order.mode) });
        return { userId: info.id, mode: order.mode, authorization: token, info };
      },
    }),
  }),
});

typedMutation('buyOptions', {
  type: BuyOptionsPayload,
  args: (t) => ({ input: t.field({ type: BuyOptionsInput, required: true }) }),
  errors: [InputError, ServiceError],
  resolve: async ({ input }, ctx) => {
    await ctx.limit('order');
    const body = {
      code: input.code,
      direction: input.direction === 'UP' ? ('up' as const) : ('down' as const),
      amount: input.amount,
      limitTime: input.period,
      stopLoss: input.stopLoss ?? null,
      takeProfit: input.takeProfit ?? null,
    };
    const answer = await buyOptions(
      ctx.upstream,
      ctx.caller,
      body,
      checkIdempotencyKey(input.idempotencyKey),
    );
    return { order: answer.result, notice: noticeFor(answer.notice) };
  },
});
