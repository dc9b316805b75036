import type { HomeFigures } from '@swx/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fund } from '../test-support/loan-helpers.ts';
import { demo, real } from '../test-support/money-helpers.ts';
import {
  advanceAndTick,
  createTestUser,
  startTestUpstream,
  type TestUpstream,
} from '../test-support/test-upstream.ts';
import { homeFiguresTtlMs } from './home-figures.ts';

describe('home figures', () => {
  let t: TestUpstream;
  beforeAll(async () => {
    t = await startTestUpstream();
    await advanceAndTick(t);
  });
  afterAll(() => t.close());

  const figures = async () => (await t.get('/index/homeFigures')).body.result as HomeFigures;
  const nextMinute = () => advanceAndTick(t, homeFiguresTtlMs);
  const buy = async (amount: string, headers: Record<string, string>) => {
    const answer = await t.post(
      '/order/buyOptions',
      { code: 'BTCUSDT', direction: 'up', amount, limitTime: 60 },
      headers,
    );
    expect(answer.body.code, JSON.stringify(answer.body)).toBe(200);
  };

  it('measures users, the last 24 hours of real stakes and the markets listed, kept for a minute', async () => {
    const markets = t.upstream.simulator.listMarkets().length;
    expect(await figures()).toEqual({
      registeredUsers: { value: '0', source: 'measured' },
      volume24h: { value: '0.00', source: 'measured' },
      marketCount: { value: String(markets), source: 'measured' },
      // The fee ceiling is the operator's statement only: nothing measures it.
      feeRate: { value: '0.003', source: 'operator' },
    });

    const first = await createTestUser(t);
    const second = await createTestUser(t);
    await fund(t, first.token, 'USDT', '500');
    await buy('100.00', real(first.token));
    // Demo money moves no market: not turnover.
    await buy('70.00', demo(second.token));
    // Still the minute-old answer.
    expect((await figures()).registeredUsers.value).toBe('0');

    await nextMinute();
    expect(await figures()).toMatchObject({
      registeredUsers: { value: '2', source: 'measured' },
      volume24h: { value: '100.00', source: 'measured' },
    });

    // A day later the first order has left the window; a new one counts.
    await advanceAndTick(t, 24 * 60 * 60 * 1000 - homeFiguresTtlMs);
    await buy('25.50', real(first.token));
    await nextMinute();
    expect((await figures()).volume24h).toEqual({ value: '25.50', source: 'measured' });
  });

  it("shows the operator's figure where one is stated, marked as theirs", async () => {
    await t.upstream.db.query(
      "INSERT INTO params (key, value, description, updated_at) VALUES ('home_registered_users', '5000', '', 0)",
    );
    await nextMinute();
    const shown = await figures();
    expect(shown.registeredUsers).toEqual({ value: '5000', source: 'operator' });
    expect(shown.volume24h.source).toBe('measured');
  });
});
