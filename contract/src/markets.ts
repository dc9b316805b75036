import * as v from 'valibot';
import { Decimal, EpochMs, Id } from './common.ts';

/** What a market code may look like (the upstream refuses anything else as INPUT_INVALID). */
export const MARKET_CODE_PATTERN = /^[A-Za-z0-9._-]{1,32}$/;

/** The upstream's market type codes: 1 forex, 2 crypto, 3 stocks, 4 futures, 5 metals. */
export const MarketTypeNumber = v.picklist([1, 2, 3, 4, 5]);

export const MarketItem = v.object({
  id: Id,
  code: v.string(),
  type: MarketTypeNumber,
  appName: v.string(),
  logo: v.string(),
  /** The price 24 h ago, which `zdf` is measured against. */
  price: Decimal,
  nowPrice: Decimal,
  /** 24 h change in percent. */
  zdf: Decimal,
  /** The last 100 tick prices, oldest first. */
  hundred: v.array(Decimal),
  simulated: v.optional(v.boolean()),
});

/** One weekly session in the exchange's local time: days 0 Sunday … 6 Saturday, times "HH:MM". */
export const WeeklySession = v.object({
  opensDay: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6)),
  opensAt: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
  closesDay: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6)),
  closesAt: v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
});

/** When a market trades: its weekly sessions in the exchange's IANA time zone. */
export const TradingSchedule = v.object({ timeZone: v.string(), sessions: v.array(WeeklySession) });

export const MarketInfo = v.object({
  ...MarketItem.entries,
  high24h: Decimal,
  low24h: Decimal,
  volume24h: Decimal,
  tradable: v.boolean(),
  tradingHours: v.nullable(v.string()),
  simulated: v.boolean(),
  // Optional (an upstream may lack them; the gateway then knows only `tradable` and the text):
  /** The sessions behind `tradingHours`; null for a market that trades around the clock. */
  schedule: v.optional(v.nullable(TradingSchedule)),
  /** While closed, when the next session opens. */
  nextOpenAt: v.optional(v.nullable(EpochMs)),
  /** While closed, when the last session closed: price, change and 24 h figures are as of then. */
  lastCloseAt: v.optional(v.nullable(EpochMs)),
});

/** One item of the price websocket's JSON array. */
/** One live price; `sentAt` (epoch ms) is when the upstream sent it, for clients measuring delay. */
export const PriceTick = v.object({
  code: v.string(),
  price: Decimal,
  zdf: Decimal,
  sentAt: v.optional(EpochMs),
});

export const Kline = v.object({
  time: EpochMs,
  open: Decimal,
  high: Decimal,
  low: Decimal,
  close: Decimal,
  volume: Decimal,
});

export const KlineIntervalName = v.picklist(['minute', 'hour', 'day', 'week', 'month']);

export type MarketTypeNumber = v.InferOutput<typeof MarketTypeNumber>;
export type MarketItem = v.InferOutput<typeof MarketItem>;
export type MarketInfo = v.InferOutput<typeof MarketInfo>;
export type TradingSchedule = v.InferOutput<typeof TradingSchedule>;
export type WeeklySession = v.InferOutput<typeof WeeklySession>;
export type PriceTick = v.InferOutput<typeof PriceTick>;
export type Kline = v.InferOutput<typeof Kline>;
export type KlineIntervalName = v.InferOutput<typeof KlineIntervalName>;
