import type { Kline, MarketInfo, MarketItem, PriceTick } from '@swx/contract';

/** The contract's market shapes, declared once there. */
export type { Kline, MarketInfo, MarketItem };

/** One entry of a websocket tick message. */
export type MarketTick = PriceTick;
