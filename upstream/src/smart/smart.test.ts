import type { OpsSmartPlan, SmartPlan, SmartProduct } from '@swx/contract';
import { compareDecimal } from '@swx/contract/decimal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, real } from '../test-support/money-helpers.ts';
import {
  fundReal,
  holdFunds,
  planEntries,
  realBalance,
  smartRowCounts,
} from '../test-support/smart-helpers.ts';
import {
  advanceAndTick,
  createTestUser,
  startOnBackend,
  type TestUpstream,
  testBackends,
} from '../test-support/test-upstream.ts';
import { defaultSmartProducts, type OpsSmartProduct } from './smart-products.ts';
import { dayMs } from './smart-rule.ts';

/** A product with one yield (the range of one value), so the money of a whole plan is known ahead. */
const fixed: OpsSmartProduct = {
  id: 9,
  name: 'Fixed Test EA',
  currency: 'USDT',
  dailyYieldMin: '0.0050',
  dailyYieldMax: '0.0050',
  minAmount: '100.00',
  maxAmount: '1000.00',
  days: [3],
  cycleDays: 1,
  exitPenaltyRate: '0.10',
  kycRequired: false,
  onSale: true,
};

describe.each(testBackends())('smart trading plans on $name', (backend) => {
  let t: TestUpstream;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ t, stop } = await startOnBackend(backend, { smartProducts: [...defaultSmartProducts, fixed] }));
  });
  afterAll(() => stop?.());

  async function funded(amount = '2000.00') {
    const user = await createTestUser(t, 'smart');
    await fundReal(t, user.id, amount);
    return user;
  }
  const buy = (token: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.post('/order/buySmart', body, { ...real(token), ...headers });

  it('lists the products on sale to anyone, with their ranges, days, cycle and penalty', async () => {
    const answer = await t.get('/order/listSmartProduct');
    expect(answer.body.code).toBe(200);
    const products = answer.body.result as SmartProduct[];
    expect(products.map((p) => p.id)).toEqual([1, 2, 3, 9]);
    expect(products[0]).toEqual({
      id: 1,
      name: 'Trend Follower EA',
      currency: 'USDT',
      dailyYieldMin: '0.0030',
      dailyYieldMax: '0.0060',
      minAmount: '100.00',
      maxAmount: '5000.00',
      days: [7, 15, 30],
      cycleDays: 1,
      exitPenaltyRate: '0.10',
      kycRequired: false,
    });
  });

  it('buys a plan: the principal leaves as a smart_principal entry, the drawn yield lies in the range', async () => {
    const user = await funded();
    const answer = await buy(user.token, { productId: 1, amount: '1000', days: 7 });
    expect(answer.body).toMatchObject({ code: 200, notice: 20004 });
    const plan = answer.body.result as SmartPlan;
    expect(plan).toMatchObject({
      productId: 1,
      productName: 'Trend Follower EA',
      amount: '1000.00',
      days: 7,
      cycleDays: 1,
      cycles: 7,
      cyclesPaid: 0,
      status: 'earning',
      income: '0.00',
      exitPenaltyRate: '0.10',
      exitPenalty: '100.00',
      exitRefund: '900.00',
      startedAt: t.clock.now(),
      nextEarningsAt: t.clock.now() + dayMs,
      endsAt: t.clock.now() + 7 * dayMs,
      payouts: [],
    });
    expect(plan.orderNo).toMatch(/^SP\d{20}$/);
    expect(compareDecimal(plan.dailyYield, '0.0030')).toBeGreaterThanOrEqual(0);
    expect(compareDecimal(plan.dailyYield, '0.0060')).toBeLessThanOrEqual(0);
    expect(plan.dailyYield).toMatch(/^0\.\d{4}$/);
    // 1000.00 × the yield × 1 day, rounded down to the cent.
    const expected = (100_000n * BigInt(plan.dailyYield.replace('0.', ''))) / 10_000n;
    expect(plan.profitPerCycle).toBe(`${expected / 100n}.${String(expected % 100n).padStart(2, '0')}`);
    expect(await planEntries(t, plan.orderNo)).toEqual([['smart_principal', '-1000.00']]);
    expect(await realBalance(t, user.id)).toBe('1000.00');
    const read = await t.get(`/order/getSmartOrderById/${plan.id}`, real(user.token));
    expect(read.body.result).toEqual(plan);
  });

  it('pays each cycle on the upstream clock and returns the principal after the last (completed)', async () => {
    const user = await funded('1000.00');
    const plan = (await buy(user.token, { productId: 9, amount: '1000', days: 3 })).body.result as SmartPlan;
    expect(plan.profitPerCycle).toBe('5.00');
    await advanceAndTick(t, dayMs - 1000);
    expect((await smartPlan(user.token, plan.id)).cyclesPaid).toBe(0);
    await advanceAndTick(t, 1000);
    const first = await smartPlan(user.token, plan.id);
    expect(first).toMatchObject({
      status: 'profit_distributed',
      cyclesPaid: 1,
      income: '5.00',
      nextEarningsAt: plan.startedAt + 2 * dayMs,
      payouts: [{ cycle: 1, profit: '5.00', dueAt: plan.startedAt + dayMs }],
    });
    expect(await realBalance(t, user.id)).toBe('5.00');
    await advanceAndTick(t, 2 * dayMs);
    const done = await smartPlan(user.token, plan.id);
    expect(done).toMatchObject({
      status: 'completed',
      cyclesPaid: 3,
      income: '15.00',
      totalIncome: '15.00',
      returned: '1000.00',
      nextEarningsAt: null,
      runTimeMs: 3 * dayMs,
    });
    // A late tick paid cycles 2 and 3 each with its own due time.
    expect(done.payouts.map((p) => p.dueAt)).toEqual([1, 2, 3].map((n) => plan.startedAt + n * dayMs));
    expect(await planEntries(t, plan.orderNo)).toEqual([
      ['smart_principal', '-1000.00'],
      ['smart_profit', '5.00'],
      ['smart_profit', '5.00'],
      ['smart_profit', '5.00'],
      ['smart_principal_return', '1000.00'],
    ]);
    expect(await realBalance(t, user.id)).toBe('1015.00');
    await advanceAndTick(t, 5 * dayMs);
    expect(await planEntries(t, plan.orderNo)).toHaveLength(5);
  });

  it('an early exit returns principal less the penalty, keeps the profit paid, and cannot run twice', async () => {
    const user = await funded('1000.00');
    const plan = (await buy(user.token, { productId: 9, amount: '1000', days: 3 })).body.result as SmartPlan;
    await advanceAndTick(t, dayMs + 3_600_000);
    const exit = await t.post('/order/exitSmart', { id: plan.id }, real(user.token));
    expect(exit.body.code).toBe(200);
    expect(exit.body.result).toMatchObject({
      status: 'early_exit',
      cyclesPaid: 1,
      income: '5.00',
      penalty: '100.00',
      returned: '900.00',
      totalIncome: '-95.00',
      nextEarningsAt: null,
      closedAt: t.clock.now(),
    });
    expect(await planEntries(t, plan.orderNo)).toEqual([
      ['smart_principal', '-1000.00'],
      ['smart_profit', '5.00'],
      ['smart_principal_return', '1000.00'],
      ['smart_exit_penalty', '-100.00'],
    ]);
    // Principal − penalty + earned = 900.00 + 5.00 of the 1000.00 invested.
    expect(await realBalance(t, user.id)).toBe('905.00');
    const again = await t.post('/order/exitSmart', { id: plan.id }, real(user.token));
    expect(again.body).toMatchObject({
      code: 10092,
      result: { reason: 'WRONG_STATE', status: 'early_exit' },
    });
    await advanceAndTick(t, 3 * dayMs);
    expect(await realBalance(t, user.id)).toBe('905.00');
  });

  it('an exit pays a cycle that fell due before it, even when no tick ran since', async () => {
    const user = await funded('1000.00');
    const plan = (await buy(user.token, { productId: 9, amount: '1000', days: 3 })).body.result as SmartPlan;
    t.clock.advance(dayMs);
    const exit = await t.post('/order/exitSmart', { id: plan.id }, real(user.token));
    expect(exit.body.result).toMatchObject({ cyclesPaid: 1, income: '5.00', returned: '900.00' });
    expect(await realBalance(t, user.id)).toBe('905.00');
  });

  it('refuses each wrong purchase with its code and changes nothing', async () => {
    const user = await funded('1000.00');
    const before = await smartRowCounts(t);
    const cases: [Record<string, unknown>, number][] = [
      [{ productId: 77, amount: '100', days: 7 }, 10010],
      [{ productId: 'one', amount: '100', days: 7 }, 10010],
      [{ amount: '100', days: 7 }, 10010],
      [{ productId: 1, amount: '100', days: 8 }, 10012],
      [{ productId: 1, amount: '100' }, 10012],
      [{ productId: 1, amount: '99.99', days: 7 }, 10013],
      [{ productId: 1, amount: '5000.01', days: 7 }, 10013],
      [{ productId: 1, amount: '100.001', days: 7 }, 10013],
      [{ productId: 1, amount: '-100', days: 7 }, 10013],
      [{ productId: 1, amount: 'lots', days: 7 }, 10013],
      [{ productId: 1, days: 7 }, 10013],
      // The arbitrage product needs a verified identity (KYC status 2).
      [{ productId: 3, amount: '5000', days: 30 }, 10022],
      // Within the range, above the balance.
      [{ productId: 1, amount: '1000.01', days: 7 }, 10011],
    ];
    for (const [body, code] of cases) {
      expect((await buy(user.token, body)).body.code, JSON.stringify(body)).toBe(code);
    }
    expect((await t.post('/order/buySmart', { productId: 1, amount: '100', days: 7 })).status).toBe(401);
    const demoAnswer = await t.post(
      '/order/buySmart',
      { productId: 1, amount: '100', days: 7 },
      demo(user.token),
    );
    expect(demoAnswer.body).toMatchObject({
      code: 400,
      msg: 'The demo account cannot use smart trading; please switch to the real account',
      result: { reason: 'DEMO_ACCOUNT_DISABLED', field: 'virtually' },
    });
    expect(await smartRowCounts(t)).toEqual(before);
    expect(await realBalance(t, user.id)).toBe('1000.00');
  });

  it('one running plan per product (10024); the same product again once it ended', async () => {
    const user = await funded('1000.00');
    const first = (await buy(user.token, { productId: 9, amount: '300', days: 3 })).body.result as SmartPlan;
    expect((await buy(user.token, { productId: 9, amount: '200', days: 3 })).body.code).toBe(10024);
    // Another product is another plan.
    expect((await buy(user.token, { productId: 1, amount: '200', days: 7 })).body.code).toBe(200);
    await t.post('/order/exitSmart', { id: first.id }, real(user.token));
    expect((await buy(user.token, { productId: 9, amount: '200', days: 3 })).body.code).toBe(200);
  });

  it('30004 when pending withdrawals hold the funds, 10011 when they are not there at all', async () => {
    const user = await funded('500.00');
    await holdFunds(t, user.id, '450.00');
    expect((await buy(user.token, { productId: 1, amount: '100', days: 7 })).body.code).toBe(30004);
    expect((await buy(user.token, { productId: 1, amount: '600', days: 7 })).body.code).toBe(10011);
  });

  it('a verified identity may buy the KYC product', async () => {
    const user = await funded('6000.00');
    await t.upstream.db.query('UPDATE users SET kyc_status = 2 WHERE id = $1', [user.id]);
    expect((await buy(user.token, { productId: 3, amount: '5000', days: 30 })).body.code).toBe(200);
    for (const status of [0, 1, 3]) {
      const other = await funded('6000.00');
      await t.upstream.db.query('UPDATE users SET kyc_status = $2 WHERE id = $1', [other.id, status]);
      expect((await buy(other.token, { productId: 3, amount: '5000', days: 30 })).body.code).toBe(10022);
    }
  });

  it('an idempotency key answers its first plan and moves no money; another request under it is 10092', async () => {
    const user = await funded('1000.00');
    const key = { 'idempotency-key': 'smart-key-1' };
    const first = await buy(user.token, { productId: 1, amount: '100', days: 7 }, key);
    const repeat = await buy(user.token, { productId: 1, amount: '100.00', days: '7' }, key);
    expect(repeat.body.result).toEqual(first.body.result);
    expect(await realBalance(t, user.id)).toBe('900.00');
    expect((await buy(user.token, { productId: 1, amount: '200', days: 7 }, key)).body.code).toBe(10092);
    expect(
      (await buy(user.token, { productId: 1, amount: '100', days: 7 }, { 'idempotency-key': 'a b' })).body,
    ).toMatchObject({ code: 400, result: { reason: 'INPUT_INVALID', field: 'idempotencyKey' } });
  });

  it("lists the caller's plans newest first, by running or ended, and nobody else's", async () => {
    const user = await funded('1000.00');
    const a = (await buy(user.token, { productId: 1, amount: '100', days: 7 })).body.result as SmartPlan;
    const b = (await buy(user.token, { productId: 9, amount: '100', days: 3 })).body.result as SmartPlan;
    await t.post('/order/exitSmart', { id: a.id }, real(user.token));
    const all = await t.get('/order/listSmartOrder?pageNum=1&pageSize=10', real(user.token));
    expect(all.body.result).toMatchObject({ total: 2, list: [{ id: b.id }, { id: a.id }] });
    const running = await t.get('/order/listSmartOrder?status=running', demo(user.token));
    expect(running.body.result).toMatchObject({ total: 1, list: [{ id: b.id, status: 'earning' }] });
    const ended = await t.get('/order/listSmartOrder?status=ended', real(user.token));
    expect(ended.body.result).toMatchObject({ total: 1, list: [{ id: a.id, status: 'early_exit' }] });

    const stranger = await funded('10.00');
    expect((await t.get(`/order/getSmartOrderById/${a.id}`, real(stranger.token))).body.result).toBeNull();
    expect((await t.get('/order/listSmartOrder', real(stranger.token))).body.result).toMatchObject({
      total: 0,
    });
    const exit = await t.post('/order/exitSmart', { id: b.id }, real(stranger.token));
    expect(exit.body).toMatchObject({ code: 400, result: { reason: 'INPUT_INVALID', field: 'id' } });
    expect((await t.post('/order/exitSmart', { id: b.id }, demo(user.token))).body.result).toMatchObject({
      reason: 'DEMO_ACCOUNT_DISABLED',
    });
  });

  it('the operator refunds a plan, or withdraws a product and refunds its running plans', async () => {
    const user = await funded('3000.00');
    const one = (await buy(user.token, { productId: 9, amount: '500', days: 3 })).body.result as SmartPlan;
    await advanceAndTick(t, dayMs);
    const refund = await t.ops('POST', `/smart/plans/${one.id}/refund`);
    expect(refund.body.result).toMatchObject({ status: 'refunded', returned: '500.00', income: '2.50' });
    expect((refund.body.result as OpsSmartPlan).userId).toBe(user.id);
    expect(await planEntries(t, one.orderNo)).toEqual([
      ['smart_principal', '-500.00'],
      ['smart_profit', '2.50'],
      ['smart_refund', '500.00'],
    ]);
    expect((await t.ops('POST', `/smart/plans/${one.id}/refund`)).body).toMatchObject({
      code: 10092,
      result: { reason: 'WRONG_STATE', status: 'refunded' },
    });
    expect((await t.ops('POST', '/smart/plans/1234567/refund')).status).toBe(404);

    const other = await funded('1000.00');
    const two = (await buy(other.token, { productId: 2, amount: '500', days: 14 })).body.result as SmartPlan;
    const withdrawn = await t.ops('POST', '/smart/products/2/withdraw');
    expect(withdrawn.body.result).toMatchObject({ product: { id: 2, onSale: false }, refunded: 1 });
    expect((await smartPlan(other.token, two.id)).status).toBe('refunded');
    expect(await realBalance(t, other.id)).toBe('1000.00');
    const listed = (await t.get('/order/listSmartProduct')).body.result as SmartProduct[];
    expect(listed.map((p) => p.id)).not.toContain(2);
    expect((await buy(other.token, { productId: 2, amount: '500', days: 14 })).body.code).toBe(10010);
    const products = (await t.ops('GET', '/smart/products')).body.result as { id: number; onSale: boolean }[];
    expect(products.find((p) => p.id === 2)?.onSale).toBe(false);
    expect((await t.ops('GET', '/smart/plans?status=refunded')).body.result).toMatchObject({ total: 2 });
  });

  it('a malformed smart_products parameter answers 10018', async () => {
    const saved = await t.upstream.db.query("SELECT value FROM params WHERE key = 'smart_products'");
    await t.upstream.db.query("UPDATE params SET value = '[{\"id\": 1}]' WHERE key = 'smart_products'");
    try {
      expect((await t.get('/order/listSmartProduct')).body.code).toBe(10018);
    } finally {
      await t.upstream.db.query("UPDATE params SET value = $1 WHERE key = 'smart_products'", [
        saved[0]?.value,
      ]);
    }
  });

  async function smartPlan(token: string, id: number): Promise<SmartPlan> {
    return (await t.get(`/order/getSmartOrderById/${id}`, real(token))).body.result as SmartPlan;
  }
});
