import type { SmartPlan } from '@swx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { real } from '../test-support/money-helpers.ts';
import { fundReal, realBalance } from '../test-support/smart-helpers.ts';
import {
  createTestUser,
  startTestUpstream,
  type TestUpstream,
  testOperatorToken,
} from '../test-support/test-upstream.ts';
import { runOps } from './ops-command.ts';

let t: TestUpstream;
beforeAll(async () => {
  t = await startTestUpstream();
});
afterAll(() => t.close());

async function ops(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOps(
    args,
    { UPSTREAM_URL: t.upstream.url, OPERATOR_TOKEN: testOperatorToken },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run ops: smart trading', () => {
  it('lists running plans and refunds one: the whole principal returns, once', async () => {
    const user = await createTestUser(t);
    await fundReal(t, user.id, '300.00');
    const plan = (await t.post('/order/buySmart', { productId: 1, amount: '250', days: 7 }, real(user.token)))
      .body.result as SmartPlan;
    const listed = await ops(['smart-plans', 'list', '--status', 'running']);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`#${plan.id} ${plan.orderNo} earning`);
    expect(listed.out).toContain('Trend Follower EA 250.00 USDT 7 d');
    const refunded = await ops(['smart-plans', 'refund', String(plan.id)]);
    expect(refunded.code).toBe(0);
    expect(refunded.out).toContain('refunded');
    expect(await realBalance(t, user.id)).toBe('300.00');
    const again = await ops(['smart-plans', 'refund', String(plan.id)]);
    expect(again.code).toBe(1);
    expect(again.err).toContain('WRONG_STATE');
    expect((await ops(['smart-plans', 'refund'])).code).toBe(2);
  });

  it('lists the products and withdraws one from sale', async () => {
    const products = await ops(['smart-products', 'list']);
    expect(products.out).toContain(
      '#1 Trend Follower EA on sale 0.30%-0.60%/d, 100.00-5000.00 USDT, days 7/15/30',
    );
    expect(products.out).toContain('#3 Multi-Market Arbitrage EA on sale');
    const withdrawn = await ops(['smart-products', 'withdraw', '3']);
    expect(withdrawn.code).toBe(0);
    expect(withdrawn.out).toContain('#3 Multi-Market Arbitrage EA withdrawn');
    expect(withdrawn.out).toContain('0 running plans refunded');
    expect((await ops(['smart-products', 'withdraw', '99'])).code).toBe(1);
  });
});
