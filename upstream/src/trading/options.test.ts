import { formatCents, toScaled } from '@swx/contract/decimal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceAndTick,
  createTestSchema,
  createTestUser,
  startTestUpstream,
  type TestUpstream,
} from '../test-support/test-upstream.ts';
import { parseCents } from './money.ts';
import type { OptionsOrder } from './options-orders.ts';
import { Settlement } from './settlement.ts';

type Backend = { name: string; databaseUrl?: () => Promise<{ url: string; drop(): Promise<void> }> };
const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const backends: Backend[] = [{ name: 'PGlite' }];
if (testDatabaseUrl)
  backends.push({ name: 'PostgreSQL', databaseUrl: () => createTestSchema(testDatabaseUrl) });

type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };
type Entry = { reason: string; reference: string | null; amount: string; balanceAfter: string };
const demo = { virtually: 'YES' };
const real = { virtually: 'NO' };

describe.each(backends)('options trading on $name', (backend) => {
  let t: TestUpstream;
  let dropSchema: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const schema = backend.databaseUrl ? await backend.databaseUrl() : undefined;
    dropSchema = schema?.drop;
    t = await startTestUpstream(schema ? { databaseUrl: schema.url, seed: 5 } : { seed: 5 });
    await advanceAndTick(t);
  });
  afterAll(async () => {
    await t?.close();
    await dropSchema?.();
  });

  const auth = (token: string, headers: Record<string, string> = demo) => ({
    authorization: token,
    ...headers,
  });
  const balanceOf = async (token: string, headers: Record<string, string> = demo) =>
    ((await t.post('/user/getUserInfo', undefined, auth(token, headers))).body.result as { balance: string })
      .balance;
  const ledger = async (token: string, headers: Record<string, string> = demo) =>
    (await t.get('/user/listTransactions?pageSize=100', auth(token, headers))).body.result as Page<Entry>;
  const buy = (token: string, body: Record<string, unknown>, headers: Record<string, string> = demo) =>
    t.post('/order/buyOptions', body, auth(token, headers));
  const orderById = async (token: string, id: number) =>
    (await t.get(`/order/getOptionsOrderById/${id}`, auth(token))).body.result as OptionsOrder | null;
  const ledgerSum = (entries: Entry[]) =>
    entries.reduce((sum, e) => sum + Number(toScaled(e.amount, 2, { signed: true }) ?? Number.NaN), 0);

  it('serves the periods and their minimums from the parameter', async () => {
    expect((await t.get('/order/getOptionMinAmount?limitTime=60')).body).toMatchObject({
      code: 200,
      result: { limitTime: 60, minAmount: '10.00', payoutRate: '0.85' },
    });
    expect((await t.get('/order/getOptionMinAmount?limitTime=45')).body.code).toBe(10017);
    expect((await t.get('/order/getOptionMinAmount')).body.code).toBe(10017);
  });

  /** Sets the clock to `instant` and records the simulator's tick there (an order opens on it). */
  const startAt = async (instant: number) => {
    t.clock.set(instant);
    await t.upstream.simulator.tick();
  };

  it('runs the life cycle: buy up, close at the first tick at or after expiry, pay out by the prices', async () => {
    // Seed 5's BTCUSDT rises from 63582.80 at 10:01:00 New York to 63616.63 at 10:01:30: an up order wins.
    const opensAt = Date.UTC(2026, 0, 7, 15, 1, 0);
    await startAt(opensAt);
    const user = await createTestUser(t);
    expect(await balanceOf(user.token)).toBe('10000.00');
    const answer = await buy(user.token, {
      code: 'BTCUSDT',
      direction: 'up',
      amount: '100.00',
      limitTime: 30,
    });
    expect(answer.body).toMatchObject({ code: 200, notice: 20004 });
    const order = answer.body.result as OptionsOrder;
    expect(order).toMatchObject({
      mode: 'demo',
      code: 'BTCUSDT',
      appName: 'Bitcoin',
      direction: 'up',
      amount: '100.00',
      limitTime: 30,
      payoutRate: '0.80',
      lots: 1,
      lever: 1,
      margin: '100.00',
      requiredMargin: '100.00',
      stopLoss: null,
      takeProfit: null,
      openPrice: '63582.80',
      openTime: opensAt,
      expiresAt: opensAt + 30_000,
      closePrice: null,
      closeTime: null,
      status: 'open',
      result: null,
      closeReason: null,
      profit: null,
    });
    // UTC date + 12 random digits: nothing of the id (the platform's order count) shows.
    expect(order.orderNo).toMatch(/^OP20260107\d{12}$/);
    expect(order.orderNo.endsWith(String(order.id).padStart(8, '0'))).toBe(false);
    expect(await balanceOf(user.token)).toBe('9900.00');

    for (let s = 0; s < 29; s += 1) await advanceAndTick(t);
    expect((await orderById(user.token, order.id))?.status).toBe('open');
    await advanceAndTick(t);
    const closed = await orderById(user.token, order.id);
    expect(closed).toMatchObject({
      status: 'closed',
      closeReason: 'expiry',
      closeTime: order.expiresAt,
      closePrice: '63616.63',
      result: 'win',
      // floor(100.00 × 0.80)
      profit: '80.00',
    });
    const recorded = await t.upstream.db.query<{ price: string }>(
      'SELECT price::text AS price FROM market_ticks WHERE market_code = $1 AND time = $2',
      [order.code, closed?.closeTime],
    );
    expect(recorded).toEqual([{ price: '63616.63' }]);
    // 10000.00 − 100.00 + (100.00 + 80.00)
    expect(await balanceOf(user.token)).toBe('10080.00');

    const entries = await ledger(user.token);
    expect(entries.list).toMatchObject([
      { reason: 'options_payout', reference: order.orderNo, amount: '180.00', balanceAfter: '10080.00' },
      { reason: 'options_stake', reference: order.orderNo, amount: '-100.00', balanceAfter: '9900.00' },
      { reason: 'demo_open', reference: null, amount: '10000.00', balanceAfter: '10000.00' },
    ]);
    expect(ledgerSum(entries.list)).toBe(parseCents('10080.00'));
  });

  it('refunds an order whose closing recorded tick equals the open price (the tick store decides, not the model)', async () => {
    // An instant of its own: no other case records the tick this one writes ahead.
    await startAt(Date.UTC(2026, 0, 7, 15, 20, 0));
    const user = await createTestUser(t);
    const order = (
      await buy(user.token, { code: 'ETHUSDT', direction: 'down', amount: '20.00', limitTime: 30 })
    ).body.result as OptionsOrder;
    // Record the expiry tick ahead of the simulator with the open price: its own insert then does nothing.
    await t.upstream.db.query('INSERT INTO market_ticks (market_code, time, price) VALUES ($1, $2, $3)', [
      'ETHUSDT',
      order.expiresAt,
      order.openPrice,
    ]);
    await advanceAndTick(t, 30_000);
    expect(await orderById(user.token, order.id)).toMatchObject({
      status: 'closed',
      result: 'refund',
      closeReason: 'expiry',
      closePrice: order.openPrice,
      profit: '0.00',
    });
    expect(await balanceOf(user.token)).toBe('10000.00');
    expect((await ledger(user.token)).list[0]).toMatchObject({ reason: 'options_refund', amount: '20.00' });
  });

  /** An up order of 50.00 for 120 s with its stop loss and take profit one cent either side of the open. */
  const buyWithStopsAt = async (instant: number) => {
    await startAt(instant);
    const user = await createTestUser(t);
    const open = parseCents(t.upstream.simulator.marketInfo('BTCUSDT')?.nowPrice ?? '') ?? 0;
    const answer = await buy(user.token, {
      code: 'BTCUSDT',
      direction: 'up',
      amount: '50.00',
      limitTime: 120,
      stopLoss: formatCents(open - 1),
      takeProfit: formatCents(open + 1),
    });
    expect(answer.body.code).toBe(200);
    await advanceAndTick(t);
    return { user, order: answer.body.result as OptionsOrder };
  };

  it('closes early, as a loss of the stake, at the first tick that touches the stop loss', async () => {
    // Seed 5's BTCUSDT falls from 63646.48 at 10:05:00 New York to 63643.88 a second later.
    const { user, order } = await buyWithStopsAt(Date.UTC(2026, 0, 7, 15, 5, 0));
    expect(order).toMatchObject({ openPrice: '63646.48', stopLoss: '63646.47', takeProfit: '63646.49' });
    expect(await orderById(user.token, order.id)).toMatchObject({
      status: 'closed',
      closeReason: 'stop_loss',
      closePrice: '63643.88',
      closeTime: order.openTime + 1000,
      result: 'loss',
      profit: '-50.00',
    });
    expect(await balanceOf(user.token)).toBe('9950.00');
  });

  it('closes early, as a win of stake × 0.88, at the first tick that touches the take profit', async () => {
    // Seed 5's BTCUSDT rises from 63613.30 at 10:06:00 New York to 63615.78 a second later.
    const { user, order } = await buyWithStopsAt(Date.UTC(2026, 0, 7, 15, 6, 0));
    expect(order).toMatchObject({ openPrice: '63613.30', stopLoss: '63613.29', takeProfit: '63613.31' });
    expect(await orderById(user.token, order.id)).toMatchObject({
      status: 'closed',
      closeReason: 'take_profit',
      closePrice: '63615.78',
      closeTime: order.openTime + 1000,
      result: 'win',
      profit: '44.00',
    });
    // 10000.00 − 50.00 + (50.00 + 44.00)
    expect(await balanceOf(user.token)).toBe('10044.00');
  });

  it('validates in the contract order with the catalogue codes', async () => {
    const user = await createTestUser(t);
    const base = { code: 'BTCUSDT', direction: 'up', amount: '20.00', limitTime: 60 };
    const code = async (body: Record<string, unknown>, headers = demo) =>
      (await buy(user.token, body, headers)).body;
    expect((await code({ ...base, code: 'NOPE', amount: 'x' })).code).toBe(10014);
    for (const amount of ['0', '-5', '1.234', 'abc', ''])
      expect((await code({ ...base, amount, limitTime: 45 })).code).toBe(10016);
    expect((await code({ ...base, limitTime: 45 })).code).toBe(10017);
    expect((await code({ ...base, amount: '9.99' })).code).toBe(30002);
    expect(await code({ ...base, limitTime: 120, amount: '49.99' })).toMatchObject({
      code: 30002,
      result: { field: 'amount', minimum: '50.00' },
    });
    const open = t.upstream.simulator.marketInfo('BTCUSDT')?.nowPrice ?? '';
    const above = ((parseCents(open) ?? 0) + 100) / 100;
    const below = ((parseCents(open) ?? 0) - 100) / 100;
    expect(await code({ ...base, stopLoss: above.toFixed(2) })).toMatchObject({
      code: 400,
      result: { reason: 'PRICES_UNREASONABLE', field: 'stopLoss' },
    });
    expect(await code({ ...base, takeProfit: below.toFixed(2) })).toMatchObject({
      code: 400,
      result: { reason: 'PRICES_UNREASONABLE', field: 'takeProfit' },
    });
    expect(await code({ ...base, direction: 'down', takeProfit: above.toFixed(2) })).toMatchObject({
      code: 400,
      result: { field: 'takeProfit' },
    });
    expect((await code({ ...base, stopLoss: open })).code).toBe(400);
    // The real account starts at 0.00 (deposits come later).
    expect((await code(base, real)).code).toBe(10011);
    expect((await code({ ...base, amount: '10000.01' })).code).toBe(10011);
    expect((await t.post('/order/buyOptions', base)).status).toBe(401);
    expect(await balanceOf(user.token)).toBe('10000.00');
    expect((await ledger(user.token)).total).toBe(1);
  });

  it('answers a repeated Idempotency-Key with the first order and moves no money; another body is 10092, a key over 255 characters INPUT_INVALID', async () => {
    const user = await createTestUser(t);
    const body = { code: 'EURUSD', direction: 'down', amount: '10.00', limitTime: 60 };
    const key = { ...demo, 'idempotency-key': 'order-1' };
    const first = await buy(user.token, body, key);
    expect(first.body.code).toBe(200);
    await advanceAndTick(t);
    const again = await buy(user.token, { ...body, amount: '10' }, key);
    expect(again.body).toMatchObject({
      code: 200,
      notice: 20004,
      result: { id: (first.body.result as OptionsOrder).id },
    });
    expect(await balanceOf(user.token)).toBe('9990.00');
    expect((await buy(user.token, { ...body, amount: '11.00' }, key)).body.code).toBe(10092);
    expect((await buy(user.token, body, { ...key, virtually: 'NO' })).body.code).toBe(10092);
    // Over 255 characters is no key at all: INPUT_INVALID, not a "used with another body".
    expect((await buy(user.token, body, { ...demo, 'idempotency-key': 'k'.repeat(256) })).body).toMatchObject(
      {
        code: 400,
        result: { reason: 'INPUT_INVALID', field: 'idempotencyKey' },
      },
    );
    // Keys are per user: another user's same key is a new order.
    const other = await createTestUser(t);
    const theirs = await buy(other.token, body, key);
    expect((theirs.body.result as OptionsOrder).id).not.toBe((first.body.result as OptionsOrder).id);
    expect((await t.get('/order/listOptionsOrder', auth(user.token))).body.result).toMatchObject({
      total: 1,
    });
  });

  it('lets only one of two concurrent first uses of a key open an order', async () => {
    const user = await createTestUser(t);
    const body = { code: 'ETHUSDT', direction: 'up', amount: '30.00', limitTime: 60 };
    const headers = { ...demo, 'idempotency-key': 'race' };
    const answers = await Promise.all([buy(user.token, body, headers), buy(user.token, body, headers)]);
    expect(answers.map((a) => a.body.code)).toEqual([200, 200]);
    const ids = answers.map((a) => (a.body.result as OptionsOrder).id);
    expect(ids[0]).toBe(ids[1]);
    expect(await balanceOf(user.token)).toBe('9970.00');
  });

  it('keeps demo and real balances apart and resets only the demo account', async () => {
    const user = await createTestUser(t);
    expect(await balanceOf(user.token, real)).toBe('0.00');
    expect(await balanceOf(user.token, {})).toBe('0.00');
    expect((await t.post('/user/getUserInfo', undefined, auth(user.token))).body.result).toMatchObject({
      accountMode: 'demo',
      balance: '10000.00',
    });
    await buy(user.token, { code: 'BTCUSDT', direction: 'up', amount: '250.00', limitTime: 300 });
    expect(await balanceOf(user.token)).toBe('9750.00');
    expect(await balanceOf(user.token, real)).toBe('0.00');
    expect((await ledger(user.token, real)).total).toBe(0);
    expect((await t.post('/user/resetDemo', undefined, auth(user.token, real))).body.code).toBe(10092);
    const reset = await t.post('/user/resetDemo', undefined, auth(user.token));
    expect(reset.body.result).toMatchObject({ accountMode: 'demo', balance: '10000.00' });
    expect((await ledger(user.token)).list[0]).toMatchObject({
      reason: 'demo_reset',
      amount: '250.00',
      balanceAfter: '10000.00',
    });
  });

  it('lists the caller’s orders newest first, paged and filtered by status, and hides other users’ orders', async () => {
    // An instant of its own: the 45 s it ticks through cross no tick another case writes ahead.
    await startAt(Date.UTC(2026, 0, 7, 15, 40, 0));
    const user = await createTestUser(t);
    const ids: number[] = [];
    for (const limitTime of [30, 60, 300]) {
      const answer = await buy(user.token, { code: 'XAUUSD', direction: 'up', amount: '100.00', limitTime });
      ids.push((answer.body.result as OptionsOrder).id);
    }
    // Ids are drawn, not counted (they show in order URLs): three in a row are not three in a row.
    for (const id of ids) expect(id).toBeGreaterThanOrEqual(1_000_000_000);
    expect(ids[1] === (ids[0] ?? 0) + 1 && ids[2] === (ids[1] ?? 0) + 1).toBe(false);
    await advanceAndTick(t, 45_000);
    const list = async (query: string, headers = demo) =>
      (await t.get(`/order/listOptionsOrder?${query}`, auth(user.token, headers))).body
        .result as Page<OptionsOrder>;
    const page1 = await list('pageSize=2');
    expect(page1).toMatchObject({ total: 3, pageNum: 1, pageSize: 2 });
    expect(page1.list.map((o) => o.id)).toEqual([ids[2], ids[1]]);
    expect((await list('pageSize=2&pageNum=2')).list.map((o) => o.id)).toEqual([ids[0]]);
    expect((await list('status=open')).list.map((o) => o.id)).toEqual([ids[2], ids[1]]);
    expect((await list('status=closed')).list.map((o) => o.id)).toEqual([ids[0]]);
    expect((await list('status=failed')).total).toBe(0);
    expect((await list('', real)).total).toBe(0);
    const stranger = await createTestUser(t);
    expect((await t.get(`/order/getOptionsOrderById/${ids[0]}`, auth(stranger.token))).body).toMatchObject({
      code: 200,
      result: null,
    });
  });

  it('settles orders left open by a restart from the recorded ticks (the start sweep)', async () => {
    // An instant of its own: no other case records the tick this one writes ahead.
    await startAt(Date.UTC(2026, 0, 7, 15, 30, 0));
    const user = await createTestUser(t);
    const order = (
      await buy(user.token, { code: 'BTCUSDT', direction: 'down', amount: '10.00', limitTime: 30 })
    ).body.result as OptionsOrder;
    // Ticks recorded while "down": no simulator settlement runs, only the sweep.
    await t.upstream.db.query('INSERT INTO market_ticks (market_code, time, price) VALUES ($1, $2, $3)', [
      'BTCUSDT',
      order.expiresAt + 1000,
      order.openPrice,
    ]);
    await new Settlement(t.upstream.db).sweep(order.expiresAt + 2000);
    expect(await orderById(user.token, order.id)).toMatchObject({
      status: 'closed',
      result: 'refund',
      closeTime: order.expiresAt + 1000,
    });
    expect(await balanceOf(user.token)).toBe('10000.00');
  });
});

describe('trading hours and missing prices', () => {
  let t: TestUpstream;
  beforeAll(async () => {
    t = await startTestUpstream({
      seed: 1,
      optionPeriods: [
        { limitTime: 5, minAmount: '1.00', payoutRate: '0.5' },
        { limitTime: 30, minAmount: '1.00', payoutRate: '0.80' },
      ],
    });
    // Wednesday 15:59:00 New York: stocks trade for one more minute.
    t.clock.set(Date.UTC(2026, 0, 7, 20, 59, 0));
    await t.upstream.simulator.tick();
  });
  afterAll(() => t?.close());

  it('overrides the periods at start', async () => {
    expect((await t.get('/order/getOptionMinAmount?limitTime=5')).body.result).toEqual({
      limitTime: 5,
      minAmount: '1.00',
      payoutRate: '0.5',
    });
    expect((await t.get('/order/getOptionMinAmount?limitTime=60')).body.code).toBe(10017);
  });

  it('refuses a stock outside its hours or closing before expiry (10015), and fails an order left without a price', async () => {
    const user = await createTestUser(t);
    const headers = { authorization: user.token, virtually: 'YES' };
    const buyAapl = async (limitTime: number) =>
      (
        await t.post(
          '/order/buyOptions',
          { code: 'AAPL', direction: 'up', amount: '5.00', limitTime },
          headers,
        )
      ).body;
    const first = await buyAapl(30);
    expect(first.code).toBe(200);
    t.clock.set(Date.UTC(2026, 0, 7, 20, 59, 45));
    await t.upstream.simulator.tick();
    const settled = (await t.get(`/order/getOptionsOrderById/${(first.result as OptionsOrder).id}`, headers))
      .body.result as OptionsOrder;
    // Seed 1's AAPL falls from 192.95 at 15:59:00 to 192.88 at 15:59:45, the first tick at or after expiry.
    expect(settled).toMatchObject({
      status: 'closed',
      openPrice: '192.95',
      closePrice: '192.88',
      closeTime: Date.UTC(2026, 0, 7, 20, 59, 45),
      result: 'loss',
      profit: '-5.00',
    });
    expect((await buyAapl(30)).code).toBe(10015); // would expire after the 16:00 close
    const pending = await buyAapl(5);
    expect(pending.code).toBe(200);
    // The server is "down" until 16:01: AAPL recorded nothing at or after the order's expiry.
    t.clock.set(Date.UTC(2026, 0, 7, 21, 1, 0));
    await t.upstream.simulator.tick();
    const failed = (await t.get(`/order/getOptionsOrderById/${(pending.result as OptionsOrder).id}`, headers))
      .body.result as OptionsOrder;
    expect(failed).toMatchObject({
      status: 'failed',
      result: 'refund',
      closeReason: 'no_price',
      closePrice: null,
      profit: '0.00',
    });
    expect((await buyAapl(5)).code).toBe(10015);
    // 10000.00 − 5.00 lost; the failed order's 5.00 came back.
    const info = (await t.post('/user/getUserInfo', undefined, headers)).body.result as { balance: string };
    expect(info.balance).toBe('9995.00');
  });
});
