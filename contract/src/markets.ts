import * as v from 'valibot';
import { Decimal, EpochMs, Id } from './common.ts';

/** What a market code may look like (the upstream refuses anything else as INPUT_INVALID). */
export const MARKET_CODE_PATTERN = /^[A-Za-z0-9._-]{1,32}$/;

/** 1 forex, 2 crypto, 3 stocks, 4 futures, 5 metals (spec §1). */
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

export const MarketInfo = v.object({
  ...MarketItem.entries,
  high24h: Decimal,
  low24h: Decimal,
  volume24h: Decimal,
  tradable: v.boolean(),
  tradingHours: v.nullable(v.string()),
  simulated: v.boolean(),
});

/** One item of the price websocket's JSON array. */
export const PriceTick = v.object({ code: v.string(), price: Decimal, zdf: Decimal });

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
export type PriceTick = v.InferOutput<typeof PriceTick>;
export type Kline = v.InferOutput<typeof Kline>;
export type KlineIntervalName = v.InferOutput<typeof KlineIntervalName>;
