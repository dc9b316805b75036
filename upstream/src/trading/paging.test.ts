import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceAndTick,
  createTestUser,
  startOnBackend,
  type TestUpstream,
  testBackends,
} from '../test-support/test-upstream.ts';

/** pageNum and pageSize are bounded integers: refused when out of range, never clamped, never overflowing. */
describe.each(testBackends())('paging on $name', (backend) => {
  let t: TestUpstream;
  let stop: () => Promise<void>;
  let token = '';

  beforeAll(async () => {
    ({ t, stop } = await startOnBackend(backend, { seed: 5 }));
    await advanceAndTick(t);
    token = (await createTestUser(t, 'pager')).token;
    await t.post(
      '/order/buyOptions',
      { code: 'BTCUSDT', direction: 'up', amount: '10.00', limitTime: 30 },
      { authorization: token, virtually: 'YES' },
    );
  });
  afterAll(() => stop?.());

  const routes = ['/order/listOptionsOrder', '/user/listTransactions'];
  const page = (route: string, query: string) =>
    t.get(`${route}?${query}`, { authorization: token, virtually: 'YES' });

  it.each(routes)(
    'refuses %s pages out of range or not whole numbers with INPUT_INVALID naming the field',
    async (route) => {
      for (const value of ['1e18', '-5', '0', '1.5', '1000001', 'abc', '1e3', '99999999999999999999'])
        expect((await page(route, `pageNum=${value}`)).body, `pageNum=${value}`).toEqual({
          code: 400,
          msg: 'bad request',
          result: { reason: 'INPUT_INVALID', field: 'pageNum' },
        });
      for (const value of ['0', '101', '-5', '1.5', '1e18'])
        expect((await page(route, `pageNum=1&pageSize=${value}`)).body.result, `pageSize=${value}`).toEqual({
          reason: 'INPUT_INVALID',
          field: 'pageSize',
        });
    },
  );

  it.each(routes)('answers %s page 1,000,000 of 100 as an empty page without overflowing', async (route) => {
    const answer = await page(route, 'pageNum=1000000&pageSize=100');
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ list: [], pageNum: 1_000_000, pageSize: 100 });
    expect((answer.body.result as { total: number }).total).toBeGreaterThan(0);
  });

  it.each(routes)('reads a missing pageNum and pageSize on %s as page 1 of 20', async (route) => {
    const answer = await page(route, '');
    expect(answer.body.result).toMatchObject({ pageNum: 1, pageSize: 20 });
    expect((answer.body.result as { list: unknown[] }).list.length).toBeGreaterThan(0);
  });
});
