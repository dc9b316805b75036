import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Stack, startStack } from './harness.ts';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

type MarketRow = {
  id: string;
  code: string;
  nowPrice: string;
  change24hPercent: string;
  recentPrices?: string[];
  logo?: string;
};

describe('markets through the gateway', () => {
  it('lists at least five crypto markets with Relay ids, decimal-string prices and 24h change', async () => {
    const { data, errors } = await stack.graphql<{ markets: MarketRow[] }>(
      '{ markets(type: CRYPTO) { id code nowPrice change24hPercent recentPrices logo } }',
    );
    expect(errors).toBeUndefined();
    const markets = data?.markets ?? [];
    expect(markets.length).toBeGreaterThanOrEqual(5);
    for (const market of markets) {
      expect(Buffer.from(market.id, 'base64').toString()).toBe(`Market:${market.code}`);
      expect(market.nowPrice).toMatch(/^\d+(\.\d+)?$/);
      expect(market.change24hPercent).toMatch(/^-?\d+(\.\d+)?$/);
      expect(market.recentPrices?.length).toBeGreaterThan(0);
      expect(market.logo).toMatch(/^\/swx\/static\/logos\//);
    }
  });

  it('covers all five categories and at least 40 instruments', async () => {
    const { data } = await stack.graphql<Record<string, MarketRow[]>>(
      `{ forex: markets(type: FOREX) { code } crypto: markets(type: CRYPTO) { code }
         stocks: markets(type: STOCKS) { code } futures: markets(type: FUTURES) { code }
         metals: markets(type: METALS) { code } all: marketList { code } }`,
    );
    for (const key of ['forex', 'crypto', 'stocks', 'futures', 'metals'])
      expect(data?.[key]?.length).toBeGreaterThan(0);
    expect(data?.all?.length).toBeGreaterThanOrEqual(40);
  });

  it('filters the market-list variant by repeated codes', async () => {
    const { data } = await stack.graphql<{ marketList: MarketRow[] }>(
      '{ marketList(codes: ["BTCUSDT", "EURUSD"]) { code } }',
    );
    expect(data?.marketList.map((m) => m.code).sort()).toEqual(['BTCUSDT', 'EURUSD']);
  });

  it('answers market(code) with detail fields and resolves the same market through node(id)', async () => {
    const { data } = await stack.graphql<{ market: MarketRow & { simulated: boolean; tradable: boolean } }>(
      '{ market(code: "BTCUSDT") { id code name simulated tradable high24h low24h nowPrice } }',
    );
    expect(data?.market.simulated).toBe(true);
    expect(data?.market.tradable).toBe(true);
    const node = await stack.graphql<{ node: { code: string } }>(
      'query ($id: ID!) { node(id: $id) { ... on Market { code } } }',
      { id: data?.market.id },
    );
    expect(node.data?.node.code).toBe('BTCUSDT');
    const missing = await stack.graphql<{ market: null }>('{ market(code: "NOPE") { code } }');
    expect(missing.data?.market).toBeNull();
  });

  it('answers a market code nobody has (or no market can have) with no market and no candles, not an error', async () => {
    for (const code of ['NOPE', 'not a code', '%zz', 'X'.repeat(40)]) {
      const { data, errors } = await stack.graphql<{ market: null; klines: unknown[] }>(
        'query ($code: String!) { market(code: $code) { code } klines(code: $code, interval: MINUTE) { time } }',
        { code },
      );
      expect(errors, code).toBeUndefined();
      expect(data?.market, code).toBeNull();
      expect(data?.klines, code).toEqual([]);
    }
  });

  it('returns ordered candles for every interval', async () => {
    for (const interval of ['MINUTE', 'HOUR', 'DAY', 'WEEK', 'MONTH']) {
      const { data, errors } = await stack.graphql<{
        klines: { time: string; open: string; high: string; low: string; close: string }[];
      }>(`{ klines(code: "ETHUSDT", interval: ${interval}, size: 30) { time open high low close } }`);
      expect(errors).toBeUndefined();
      const candles = data?.klines ?? [];
      expect(candles.length).toBe(30);
      const times = candles.map((c) => Date.parse(c.time));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      for (const c of candles) expect(Number(c.high)).toBeGreaterThanOrEqual(Number(c.low));
    }
  });

  it('delivers marketTicks over graphql-ws, each item carrying the market id, price and change', async () => {
    const client = createClient({
      url: `${stack.gateway.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
    });
    const received = new Promise<MarketRow[]>((resolve, reject) => {
      const unsubscribe = client.subscribe<{ marketTicks: MarketRow[] }>(
        {
          query:
            'subscription { marketTicks(codes: ["BTCUSDT", "ETHUSDT"]) { id code nowPrice change24hPercent } }',
        },
        {
          next: (result) => {
            unsubscribe();
            resolve(result.data?.marketTicks ?? []);
          },
          error: reject,
          complete: () => undefined,
        },
      );
    });
    // Tick until the gateway's feed has subscribed and relays one (the socket opens asynchronously).
    const ticker = setInterval(() => void stack.upstream.simulator.tick(), 100);
    try {
      const ticks = await received;
      expect(ticks.map((t) => t.code).sort()).toEqual(['BTCUSDT', 'ETHUSDT']);
      for (const tick of ticks) {
        expect(Buffer.from(tick.id, 'base64').toString()).toBe(`Market:${tick.code}`);
        expect(tick.nowPrice).toMatch(/^\d+(\.\d+)?$/);
      }
    } finally {
      clearInterval(ticker);
      await client.dispose();
    }
  });

  it('serves home figures measured from the data (the fee claim stated by the operator) and content in two languages', async () => {
    const users = await stack.upstream.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    const { data } = await stack.graphql<{
      homeFigures: Record<string, unknown>;
      en: { contentId: number; title: string; type: string }[];
      zh: { title: string }[];
      notices: { title: string }[];
    }>(
      `{ homeFigures { registeredUsers volume24h marketCount feeRate statedByOperator }
         en: contents(language: EN) { contentId title type } zh: contents(language: ZH) { title }
         notices(language: EN) { title } }`,
    );
    expect(data?.homeFigures).toEqual({
      registeredUsers: users[0]?.n,
      volume24h: '0.00',
      marketCount: stack.upstream.simulator.listMarkets().length,
      feeRate: '0.003',
      statedByOperator: ['FEE_RATE'],
    });
    expect(new Set(data?.en.map((c) => c.type))).toEqual(new Set(['COMPANY', 'POLICY', 'FOOTER']));
    expect(data?.zh.length).toBeGreaterThan(0);
    expect(data?.zh[0]?.title).not.toBe(data?.en[0]?.title);
    expect(data?.notices.length).toBeGreaterThan(0);
    const first = data?.en[0];
    const article = await stack.graphql<{ content: { title: string; body: string } }>(
      `{ content(contentId: ${first?.contentId}) { title body } }`,
    );
    expect(article.data?.content.title).toBe(first?.title);
    expect(article.data?.content.body.length).toBeGreaterThan(40);
  });

  it('answers an unknown parameter with null', async () => {
    const { data } = await stack.graphql<{ parameter: string | null }>('{ parameter(key: "no_such_key") }');
    expect(data?.parameter).toBeNull();
  });
});

describe('a closed market through the gateway', () => {
  // Saturday 2026-01-10 12:00 in New York: the stock exchange is closed. Started once, in a hook,
  // because a whole stack takes longer to start on a busy machine than one test may run.
  let weekend: Stack;
  beforeAll(async () => {
    weekend = await startStack({ clock: { now: () => Date.UTC(2026, 0, 10, 17, 0, 0) } });
  });
  afterAll(() => weekend.close());

  it('describes when a market trades, and while it is closed, when it closed and when it opens', async () => {
    const { data, errors } = await weekend.graphql<{
      aapl: { tradable: boolean; nextOpenAt: string; lastCloseAt: string; tradingSchedule: unknown };
      btc: { tradable: boolean; nextOpenAt: null; lastCloseAt: null; tradingSchedule: null };
    }>(
      `{ aapl: market(code: "AAPL") { ...hours } btc: market(code: "BTCUSDT") { ...hours } }
       fragment hours on Market {
         tradable nextOpenAt lastCloseAt
         tradingSchedule { timeZone sessions { opensOn opensAt closesOn closesAt } }
       }`,
    );
    expect(errors).toBeUndefined();
    expect(data?.aapl).toMatchObject({
      tradable: false,
      nextOpenAt: '2026-01-12T14:30:00.000Z',
      lastCloseAt: '2026-01-09T21:00:00.000Z',
      tradingSchedule: { timeZone: 'America/New_York' },
    });
    expect(data?.aapl.tradingSchedule).toMatchObject({
      sessions: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((day) => ({
        opensOn: day,
        opensAt: '09:30',
        closesOn: day,
        closesAt: '16:00',
      })),
    });
    expect(data?.btc).toEqual({
      tradable: true,
      nextOpenAt: null,
      lastCloseAt: null,
      tradingSchedule: null,
    });
  });
});
