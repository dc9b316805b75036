import { startUpstream } from '@swx/upstream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { throwawayDatabase } from '../../../upstream/src/test-support/pglite-template.ts';
import { type RunningGateway, startGateway } from '../index.ts';

// The reference upstream with manual ticks, and a gateway whose snapshot never refreshes on its own:
// whatever moves in the gateway's answers here moved because of the price feed.
let upstream: Awaited<ReturnType<typeof startUpstream>>;
let gateway: RunningGateway;

beforeAll(async () => {
  upstream = await startUpstream({ ...(await throwawayDatabase()), tickIntervalMs: 0, seed: 3 });
  await upstream.simulator.tick();
  gateway = await startGateway({
    upstreamUrl: upstream.url,
    upstreamWsUrl: upstream.wsUrl,
    marketSnapshot: { refreshMs: 3_600_000, infoTtlMs: 300 },
  });
  await new Promise<void>((resolve) => {
    const check = () => (gateway.feed.connected ? resolve() : setTimeout(check, 20));
    check();
  });
});
afterAll(async () => {
  await gateway.close();
  await upstream.close();
});

type Row = { code: string; nowPrice: string; change24hPercent: string; recentPrices: string[] };

async function crypto(): Promise<Row[]> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    // A token keeps the public response cache out of the way: this test is about the snapshot.
    headers: { 'content-type': 'application/json', authorization: 'test' },
    body: JSON.stringify({
      query: '{ markets(type: CRYPTO) { code nowPrice change24hPercent recentPrices } }',
    }),
  });
  return ((await response.json()) as { data: { markets: Row[] } }).data.markets;
}

describe('the live market snapshot', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves price, change and sparkline with each tick of the price feed', async () => {
    const before = await crypto();
    const first = before[0];
    expect(first).toBeDefined();
    await upstream.simulator.tick();
    let after: Row[] = before;
    for (
      let attempt = 0;
      attempt < 50 && after[0]?.recentPrices.at(-1) === first?.recentPrices.at(-1);
      attempt += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await crypto();
    }
    const moved = after.find((row) => row.code === first?.code);
    expect(moved?.recentPrices).toHaveLength(100);
    expect(moved?.recentPrices.slice(0, 99)).toEqual(first?.recentPrices.slice(1));
    expect(moved?.nowPrice).toBe(moved?.recentPrices.at(-1));
  });

  it('gives subscribers the current prices when the feed comes back from an outage, before any new tick', async () => {
    const port = Number(new URL(upstream.url).port);
    const batches: { code: string; price: string }[][] = [];
    const iterator = gateway.feed.ticks(new Set(['BTCUSDT']));
    const reading = (async () => {
      for await (const ticks of iterator) batches.push([...ticks]);
    })();
    const reopened = gateway.feed.connections;
    await upstream.close();
    // The same address again, prices of the same seed, ticks only on demand: nothing ticks now.
    upstream = await startUpstream({ port, ...(await throwawayDatabase()), tickIntervalMs: 0, seed: 3 });
    // Its one tick goes out before the feed is back (a reconnect takes event-loop turns): any
    // batch the subscriber gets after this is the gateway's snapshot.
    await upstream.simulator.tick();
    await expect.poll(() => gateway.feed.connections > reopened, { timeout: 10_000 }).toBe(true);
    await expect.poll(() => batches.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const price = batches.at(-1)?.find((tick) => tick.code === 'BTCUSDT')?.price;
    const rows = await crypto();
    expect(price).toBe(rows.find((row) => row.code === 'BTCUSDT')?.nowPrice);
    await iterator.return?.();
    await reading;
  });

  it("answers a list's 24 h figures and hours from kept infos: one upstream call per market, then none per list", async () => {
    type Stock = { code: string; high24h: string; low24h: string; volume24h: string; tradable: boolean };
    const stocks = async () => {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'test' },
        body: JSON.stringify({
          query: '{ markets(type: STOCKS) { code high24h low24h volume24h tradable tradingHours } }',
        }),
      });
      return ((await response.json()) as { data: { markets: Stock[] } }).data.markets;
    };
    // Only Date is fake: the infos age when the test says (a busy machine cannot age them between
    // two views), while sockets and the feed keep real time.
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = gateway.markets.infoCalls;
    const first = await stocks();
    expect(first.length).toBeGreaterThan(3);
    expect(gateway.markets.infoCalls - before).toBe(first.length);
    for (let view = 0; view < 5; view += 1) expect(await stocks()).toEqual(first);
    expect(gateway.markets.infoCalls - before).toBe(first.length);
    // Once old, a view is still answered from what is kept, and the infos are reread behind it, once each.
    vi.advanceTimersByTime(299);
    expect(await stocks()).toEqual(first);
    expect(gateway.markets.infoCalls - before).toBe(first.length);
    vi.advanceTimersByTime(1);
    expect(await Promise.all([stocks(), stocks(), stocks()])).toEqual([first, first, first]);
    await expect.poll(() => gateway.markets.infoCalls - before).toBe(2 * first.length);
  });

  it("widens a kept info's 24 h range with a tick outside it", async () => {
    const market = async () => {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'test' },
        body: JSON.stringify({ query: '{ market(code: "BTCUSDT") { nowPrice high24h low24h } }' }),
      });
      return ((await response.json()) as { data: { market: Record<string, string> } }).data.market;
    };
    await market();
    let last: string | undefined;
    for (let tick = 0; tick < 20; tick += 1)
      last = (await upstream.simulator.tick()).find((t) => t.code === 'BTCUSDT')?.price;
    // The feed has carried the ticks once the gateway answers the last one's price.
    await expect.poll(async () => (await market()).nowPrice).toBe(last);
    const seen = await market();
    expect(Number(seen.high24h)).toBeGreaterThanOrEqual(Number(seen.nowPrice));
    expect(Number(seen.low24h)).toBeLessThanOrEqual(Number(seen.nowPrice));
  });
});
