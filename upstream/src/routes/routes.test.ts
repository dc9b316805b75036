import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startTestUpstream, type TestUpstream } from '../test-support/test-upstream.ts';

type Market = { id: number; code: string; type: number; logo: string; hundred: string[]; nowPrice: string };

let t: TestUpstream;
beforeAll(async () => {
  t = await startTestUpstream({ seed: 11 });
});
afterAll(() => t?.close());

describe('market endpoints', () => {
  it('lists markets by type, and nothing for an unknown type', async () => {
    for (const type of [1, 2, 3, 4, 5]) {
      const markets = (await t.get(`/index/listMarketByType?type=${type}`)).body.result as Market[];
      expect(markets.length).toBeGreaterThanOrEqual(8);
      expect(markets.every((m) => m.type === type)).toBe(true);
    }
    expect((await t.get('/index/listMarketByType?type=9')).body).toMatchObject({ code: 200, result: [] });
  });

  it('lists every market, or the repeated codes asked for in their order', async () => {
    const all = (await t.get('/index/listMarket')).body.result as Market[];
    expect(all.length).toBeGreaterThanOrEqual(40);
    expect(all[0]).toMatchObject({ id: expect.any(Number), logo: `/swx/static/logos/${all[0]?.code}.svg` });
    const some = (await t.get('/index/listMarket?codes=ETHUSDT&codes=EURUSD&codes=NOPE')).body
      .result as Market[];
    expect(some.map((m) => m.code)).toEqual(['ETHUSDT', 'EURUSD']);
  });

  it('describes one market, or answers null for an unknown code', async () => {
    const info = (await t.get('/index/getMarketInfo/BTCUSDT')).body.result;
    expect(info).toMatchObject({
      code: 'BTCUSDT',
      type: 2,
      appName: 'Bitcoin',
      tradable: true,
      simulated: true,
    });
    expect(info).toHaveProperty('high24h');
    expect((await t.get('/index/getMarketInfo/NOPE')).body).toEqual({
      code: 200,
      msg: 'success',
      result: null,
    });
  });

  it('serves k-lines: 100 by default, at most 500, 10014 for an unknown code, 10017 for an unknown interval', async () => {
    const k = async (query: string) => (await t.get(`/index/getKValueByCodeAndDate?${query}`)).body;
    expect(((await k('code=BTCUSDT&date=hour')).result as unknown[]).length).toBe(100);
    expect(((await k('code=BTCUSDT&date=day&size=1000')).result as unknown[]).length).toBe(500);
    expect(((await k('code=BTCUSDT&date=minute&size=3')).result as unknown[]).length).toBe(3);
    expect((await k('code=NOPE&date=hour')).code).toBe(10014);
    expect((await k('code=BTCUSDT&date=year')).code).toBe(10017);
  });

  it('records every published tick for later settlement', async () => {
    t.clock.advance(1000);
    const ticks = await t.upstream.simulator.tick();
    const rows = await t.upstream.db.query<{ market_code: string; price: string }>(
      'SELECT market_code, price::text AS price FROM market_ticks WHERE time = $1',
      [Math.floor(t.clock.now() / 1000) * 1000],
    );
    expect(rows.length).toBe(ticks.length);
    const btc = ticks.find((tick) => tick.code === 'BTCUSDT');
    expect(rows.find((r) => r.market_code === 'BTCUSDT')?.price).toBe(btc?.price);
  });
});

describe('price websocket', () => {
  it('sends every client the tick array after a simulator tick', async () => {
    const clients = [new WebSocket(t.upstream.wsUrl), new WebSocket(t.upstream.wsUrl)];
    await Promise.all(clients.map((ws) => new Promise((resolve) => ws.once('open', resolve))));
    const messages = clients.map(
      (ws) => new Promise<string>((resolve) => ws.once('message', (data) => resolve(String(data)))),
    );
    t.clock.advance(1000);
    const ticks = await t.upstream.simulator.tick();
    for (const message of await Promise.all(messages)) {
      const parsed = JSON.parse(message) as { code: string; price: string; zdf: string; sentAt: number }[];
      // Each price also says when it left (wall clock), for subscribers measuring their delay.
      expect(parsed.map(({ sentAt: _, ...tick }) => tick)).toEqual(ticks);
      expect(parsed.every((tick) => Math.abs(Date.now() - tick.sentAt) < 5_000)).toBe(true);
      expect(parsed.find((tick) => tick.code === 'BTCUSDT')).toMatchObject({
        price: expect.stringMatching(/^\d+\.\d{2}$/),
      });
    }
    for (const ws of clients) ws.close();
  });

  it('refuses upgrades on other paths', async () => {
    const ws = new WebSocket(t.upstream.wsUrl.replace('/ws/market', '/ws/other'));
    await expect(
      new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject)),
    ).rejects.toThrow();
  });
});

describe('content endpoints', () => {
  it('lists company, policy and footer articles per language and returns one with its text', async () => {
    const english = (await t.get('/index/listContents/2')).body.result as {
      id: number;
      title: string;
      type: number;
    }[];
    const chinese = (await t.get('/index/listContents/1')).body.result as {
      id: number;
      title: string;
      type: number;
    }[];
    expect(english.filter((c) => c.type === 1)).toHaveLength(4);
    expect(english.filter((c) => c.type === 2)).toHaveLength(5);
    expect(english.filter((c) => c.type === 3)).toHaveLength(3);
    expect(chinese.map((c) => c.type)).toEqual(english.map((c) => c.type));
    expect(chinese.find((c) => c.type === 1)?.title).toBe('关于我们');
    const about = english.find((c) => c.title === 'About us');
    const detail = (await t.get(`/index/getContentsById/${about?.id}`)).body.result as { content: string };
    expect(detail).toMatchObject({
      id: about?.id,
      title: 'About us',
      type: 1,
      updatedAt: expect.any(Number),
    });
    expect(detail.content.split('\n\n').length).toBeGreaterThan(1);
    expect(detail.content).toContain('demonstration platform');
    expect((await t.get('/index/getContentsById/99999')).body.result).toBeNull();
    expect((await t.get('/index/getContentsById/abc')).body.result).toBeNull();
  });

  it('lists notices newest first per language', async () => {
    for (const type of [1, 2]) {
      const notices = (await t.get(`/notice/list/${type}`)).body.result as { createdAt: number }[];
      expect(notices.length).toBeGreaterThanOrEqual(3);
      const times = notices.map((n) => n.createdAt);
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
  });

  it('returns seeded parameters and 10018 for an unknown key', async () => {
    const param = async (key: string) => (await t.get(`/index/getParamByKey/${key}`)).body;
    expect(await param('home_fee_rate')).toMatchObject({ code: 200, result: '0.003' });
    // The home page's users, volume and markets are measured unless an operator states them.
    expect(await param('home_volume_24h')).toMatchObject({ code: 10018 });
    expect(await param('min_deposit_BTC')).toMatchObject({ result: '0.015' });
    // The withdrawal methods (money slice): a JSON array the client parses.
    const methods = await param('withdraw_account');
    expect(methods.code).toBe(200);
    expect(JSON.parse(String(methods.result))).toContainEqual({
      method: 'USDT-TRC20',
      currency: 'USDT',
      network: 'TRC20',
      feeRate: '0.01',
      minAmount: '20',
    });
    expect(await param('no_such_key')).toMatchObject({ code: 10018, result: null });
  });
});

describe('envelope edges', () => {
  it('answers an unknown route with an HTTP 404 envelope', async () => {
    const answer = await t.get('/index/nothingHere');
    expect(answer).toEqual({ status: 404, body: { code: 404, msg: 'not found', result: null } });
  });

  it('answers malformed JSON with an HTTP 400 envelope', async () => {
    const answer = await t.post('/login/login', '{"userName":');
    expect(answer).toEqual({ status: 400, body: { code: 400, msg: 'bad request', result: null } });
  });
});

describe('static logos', () => {
  it('serves an SVG per instrument with a content type and a cache header', async () => {
    const markets = (await t.get('/index/listMarket')).body.result as Market[];
    for (const market of markets) {
      const response = await fetch(`${t.upstream.url}${market.logo}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toContain('max-age=');
      expect(await response.text()).toContain('<svg');
    }
    expect((await fetch(`${t.upstream.url}/swx/static/logos/NOPE.svg`)).status).toBe(404);
  });
});
