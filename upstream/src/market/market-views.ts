/** The contract's market shapes. */
export type MarketItem = {
  id: number;
  code: string;
  type: 1 | 2 | 3 | 4 | 5;
  appName: string;
  logo: string;
  price: string;
  nowPrice: string;
  zdf: string;
  hundred: string[];
};

export type MarketInfo = MarketItem & {
  high24h: string;
  low24h: string;
  volume24h: string;
  tradable: boolean;
  tradingHours: string | null;
  simulated: true;
};

export type Kline = { time: number; open: string; high: string; low: string; close: string; volume: string };

/** One entry of a websocket tick message. */
export type MarketTick = { code: string; price: string; zdf: string };
