import {
  type KlineIntervalName,
  MARKET_CODE_PATTERN,
  type MarketInfo,
  type MarketItem,
  type MarketTypeNumber,
  type PriceTick,
  type TradingSchedule,
  type WeeklySession,
} from '@swx/contract';
import { builder } from '../builder.ts';
import type { GatewayContext } from '../context.ts';
import type { ErrorCode } from '../errors/catalogue.ts';
import { UpstreamFailure } from '../upstream/client.ts';
import { getKValueByCodeAndDate, listMarket } from '../upstream/markets.ts';

/**
 * A market as the schema sees it: whatever the upstream told us so far. A list row carries the
 * item, market(code) the info, a live tick only code, price and 24 h change; missing fields load the info.
 */
export type MarketSource = { code: string; item?: MarketItem; info?: MarketInfo; tick?: PriceTick };

const MARKET_TYPES = ['FOREX', 'CRYPTO', 'STOCKS', 'FUTURES', 'METALS'] as const;
type MarketTypeName = (typeof MARKET_TYPES)[number];

export const MarketTypeEnum = builder.enumType('MarketType', { values: MARKET_TYPES });

export function marketTypeNumber(type: MarketTypeName): MarketTypeNumber {
  return (MARKET_TYPES.indexOf(type) + 1) as MarketTypeNumber;
}

function marketTypeName(type: MarketTypeNumber): MarketTypeName {
  const name = MARKET_TYPES[type - 1];
  if (!name) throw new Error(`unknown market type ${type}`);
  return name;
}

// A tick object is shared by every subscriber of that tick, so fields a tick lacks are fetched
// once per tick for all of them, not once per subscriber.
const tickInfo = new WeakMap<PriceTick, Promise<MarketInfo | null>>();

function info(market: MarketSource, ctx: GatewayContext): Promise<MarketInfo | null> {
  if (market.info) return Promise.resolve(market.info);
  if (!market.tick) return ctx.marketInfo(market.code);
  let pending = tickInfo.get(market.tick);
  if (!pending) {
    pending = ctx.marketInfo(market.code);
    tickInfo.set(market.tick, pending);
  }
  return pending;
}

/**
 * A list field of the market: synchronous when the row already carries it (the common case: a
 * list of 100-point sparklines resolves without a promise per field), loaded otherwise.
 */
function fromItem<T>(
  market: MarketSource,
  ctx: GatewayContext,
  pick: (item: MarketItem) => T,
): T | Promise<T> {
  const known = market.item ?? market.info;
  if (known) return pick(known);
  return info(market, ctx).then((loaded) => {
    if (!loaded) throw new Error(`market ${market.code} disappeared from the upstream`);
    return pick(loaded);
  });
}

const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'] as const;
const WeekdayEnum = builder.enumType('Weekday', { values: WEEKDAYS });

function weekday(day: number): (typeof WEEKDAYS)[number] {
  const name = WEEKDAYS[day];
  if (!name) throw new Error(`unknown weekday ${day}`);
  return name;
}

const TradingSessionRef = builder.objectRef<WeeklySession>('TradingSession').implement({
  description: "One weekly session, in the exchange's local time (its schedule's `timeZone`).",
  fields: (t) => ({
    opensOn: t.field({ type: WeekdayEnum, resolve: (s) => weekday(s.opensDay) }),
    opensAt: t.exposeString('opensAt', { description: 'Local opening time, "HH:MM" on a 24-hour clock.' }),
    closesOn: t.field({
      type: WeekdayEnum,
      description: 'The day it closes: a later day than `opensOn` for a session that runs overnight.',
      resolve: (s) => weekday(s.closesDay),
    }),
    closesAt: t.exposeString('closesAt', {
      description: 'Local closing time, "HH:MM"; the session ends before it.',
    }),
  }),
});

const TradingScheduleRef = builder.objectRef<TradingSchedule>('TradingSchedule').implement({
  description: 'When a market trades, week by week. Clients describe it in their own language and time zone.',
  fields: (t) => ({
    timeZone: t.exposeString('timeZone', {
      description: 'The exchange\'s IANA time zone, e.g. "America/New_York"; the sessions\' times are in it.',
    }),
    sessions: t.field({ type: [TradingSessionRef], resolve: (s) => s.sessions }),
  }),
});

export const MarketRef = builder.objectRef<MarketSource>('Market');

builder.node(MarketRef, {
  description: 'A tradable instrument. Prices are simulated by the reference upstream (see `simulated`).',
  id: { resolve: (market) => market.code },
  loadOne: async (code, ctx) => {
    if (!MARKET_CODE_PATTERN.test(code)) return null;
    const found = await ctx.marketInfo(code);
    return found ? { code, info: found } : null;
  },
  fields: (t) => ({
    marketId: t.int({
      description: "The upstream's numeric id (the `id` query parameter of /cruuency).",
      resolve: (m, _, ctx) => fromItem(m, ctx, (i) => i.id),
    }),
    code: t.exposeString('code'),
    type: t.field({
      type: MarketTypeEnum,
      resolve: (m, _, ctx) => fromItem(m, ctx, (i) => marketTypeName(i.type)),
    }),
    name: t.string({ resolve: (m, _, ctx) => fromItem(m, ctx, (i) => i.appName) }),
    logo: t.string({
      description: "Logo path on the gateway's origin.",
      resolve: (m, _, ctx) => fromItem(m, ctx, (i) => i.logo),
    }),
    price24hAgo: t.field({
      type: 'Decimal',
      description:
        "Reference price 24 h ago, which `change24hPercent` is measured against (the upstream's `price`).",
      resolve: (m, _, ctx) => fromItem(m, ctx, (i) => i.price),
    }),
    nowPrice: t.field({
      type: 'Decimal',
      resolve: (m, _, ctx) => m.tick?.price ?? fromItem(m, ctx, (i) => i.nowPrice),
    }),
    change24hPercent: t.field({
      type: 'Decimal',
      description: 'Change over 24 h in percent, e.g. "-1.25" (the upstream\'s `zdf`).',
      resolve: (m, _, ctx) => m.tick?.zdf ?? fromItem(m, ctx, (i) => i.zdf),
    }),
    priceSentAt: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'In `marketTicks`: when the upstream sent this price (its `sentAt`), to measure delivery delay. Null elsewhere.',
      resolve: (m) => m.tick?.sentAt ?? null,
    }),
    recentPrices: t.field({
      type: ['Decimal'],
      description: "The last 100 tick prices, oldest first, for a sparkline (the upstream's `hundred`).",
      resolve: (m, _, ctx) => fromItem(m, ctx, (i) => i.hundred),
    }),
    simulated: t.boolean({
      description: 'True while prices come from the market simulator.',
      resolve: (m, _, ctx) =>
        m.item?.simulated ?? m.info?.simulated ?? info(m, ctx).then((i) => i?.simulated ?? true),
    }),
    high24h: t.field({
      type: 'Decimal',
      nullable: true,
      resolve: async (m, _, ctx) => (await info(m, ctx))?.high24h,
    }),
    low24h: t.field({
      type: 'Decimal',
      nullable: true,
      resolve: async (m, _, ctx) => (await info(m, ctx))?.low24h,
    }),
    volume24h: t.field({
      type: 'Decimal',
      nullable: true,
      resolve: async (m, _, ctx) => (await info(m, ctx))?.volume24h,
    }),
    tradable: t.boolean({
      description: 'False while a stock or futures market is outside its trading hours.',
      resolve: async (m, _, ctx) => (await info(m, ctx))?.tradable ?? false,
    }),
    tradingHours: t.string({
      nullable: true,
      description:
        'The upstream\'s description of the hours, e.g. "Mon-Fri 09:30-16:00 America/New_York"; null = around ' +
        "the clock. To show the hours in the user's language, read `tradingSchedule`.",
      resolve: async (m, _, ctx) => (await info(m, ctx))?.tradingHours ?? null,
    }),
    tradingSchedule: t.field({
      type: TradingScheduleRef,
      nullable: true,
      description:
        "When the market trades, week by week, in the exchange's time zone; null when it trades around the clock " +
        '(or the upstream does not say).',
      resolve: async (m, _, ctx) => (await info(m, ctx))?.schedule ?? null,
    }),
    nextOpenAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'While the market is closed, when its next session opens; null while it is open.',
      resolve: async (m, _, ctx) => (await info(m, ctx))?.nextOpenAt ?? null,
    }),
    lastCloseAt: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'While the market is closed, when its last session closed: `nowPrice`, `change24hPercent` and the 24 h ' +
        'figures are those of the 24 h up to that close. Null while it is open.',
      resolve: async (m, _, ctx) => (await info(m, ctx))?.lastCloseAt ?? null,
    }),
  }),
});

/** The upstream's answer to candles of a code it does not know (10014, "options product wrong"). */
const UNKNOWN_MARKET: ErrorCode = 'OPTIONS_PRODUCT_WRONG';

const KLINE_INTERVALS = ['MINUTE', 'HOUR', 'DAY', 'WEEK', 'MONTH'] as const;
const KlineIntervalEnum = builder.enumType('KlineInterval', { values: KLINE_INTERVALS });

type KlineSource = { time: number; open: string; high: string; low: string; close: string; volume: string };
const KlineRef = builder.objectRef<KlineSource>('Kline').implement({
  fields: (t) => ({
    time: t.expose('time', { type: 'DateTime' }),
    open: t.expose('open', { type: 'Decimal' }),
    high: t.expose('high', { type: 'Decimal' }),
    low: t.expose('low', { type: 'Decimal' }),
    close: t.expose('close', { type: 'Decimal' }),
    volume: t.expose('volume', { type: 'Decimal' }),
  }),
});

builder.queryFields((t) => ({
  markets: t.field({
    type: [MarketRef],
    description:
      'Markets of one category (GET /index/listMarketByType), from the live snapshot: prices, changes and ' +
      'sparklines as of the latest tick.',
    args: { type: t.arg({ type: MarketTypeEnum, required: true }) },
    resolve: async (_, args, ctx) => {
      const items = await ctx.markets.list(marketTypeNumber(args.type));
      return items.map((market) => ({ code: market.code, item: market }));
    },
  }),
  marketList: t.field({
    type: [MarketRef],
    description: 'All markets, or those with the given codes (GET /index/listMarket).',
    args: { codes: t.arg.stringList() },
    resolve: async (_, args, ctx) => {
      const answer = await listMarket(ctx.upstream, ctx.caller, args.codes ?? undefined);
      return answer.result.map((market) => ({ code: market.code, item: market }));
    },
  }),
  market: t.field({
    type: MarketRef,
    nullable: true,
    description:
      'The market with this code, or null when there is none (also for a code no market can have).',
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_, args, ctx) => {
      if (!MARKET_CODE_PATTERN.test(args.code)) return null;
      const found = await ctx.marketInfo(args.code);
      return found ? { code: found.code, info: found } : null;
    },
  }),
  klines: t.field({
    type: [KlineRef],
    description:
      'Candles of a market, oldest first (GET /index/getKValueByCodeAndDate). A code no market has has no ' +
      'candles: the list is empty, as `market(code)` is null, so one query can ask for both.',
    args: {
      code: t.arg.string({ required: true }),
      interval: t.arg({ type: KlineIntervalEnum, required: true }),
      size: t.arg.int({ defaultValue: 100 }),
    },
    resolve: async (_, args, ctx) => {
      if (!MARKET_CODE_PATTERN.test(args.code)) return [];
      const date = args.interval.toLowerCase() as KlineIntervalName;
      try {
        const answer = await getKValueByCodeAndDate(ctx.upstream, ctx.caller, {
          code: args.code,
          date,
          size: args.size ?? 100,
        });
        return answer.result;
      } catch (error) {
        if (error instanceof UpstreamFailure && error.error.code === UNKNOWN_MARKET) return [];
        throw error;
      }
    },
  }),
}));

builder.subscriptionField('marketTicks', (t) =>
  t.field({
    type: [MarketRef],
    description:
      'Live prices; each item is the market (same Relay id) with its new nowPrice and change24hPercent.',
    args: { codes: t.arg.stringList() },
    subscribe: (_, args, ctx) => ctx.feed.ticks(args.codes ? new Set(args.codes) : undefined),
    resolve: (ticks: readonly PriceTick[]) => ticks.map((tick) => ({ code: tick.code, tick })),
  }),
);
