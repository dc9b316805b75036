import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { connectSharedState } from '../shared-state.ts';
import type { CallerHeaders } from '../upstream/client.ts';
import { defaultRateBudgets, type RateBudgets, RateLimits } from './rate-limits.ts';

const budgets: RateBudgets = {
  ...defaultRateBudgets,
  order: { perAddress: 100, perToken: 3, windowSeconds: 60 },
};

function caller(): CallerHeaders {
  return {
    authorization: `token-${randomUUID()}`,
    virtually: 'YES',
    acceptLanguage: null,
    clientAddress: '10.0.0.1',
  };
}

async function spend(limits: RateLimits, who: CallerHeaders): Promise<string> {
  try {
    await limits.consume('order', who);
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

describe('rate limits', () => {
  it("gives a visitor's conversation a budget of its own, whatever address each message comes from", async () => {
    const limits = new RateLimits({ ...budgets, chat: { perAddress: 100, perToken: 3, windowSeconds: 60 } });
    const visitor = `visitor-${randomUUID()}`;
    const answers = [];
    for (let n = 0; n < 4; n += 1) {
      const who = { ...caller(), authorization: null, clientAddress: `10.0.1.${n}`, chatVisitor: visitor };
      try {
        await limits.consume('chat', who);
        answers.push('ok');
      } catch (error) {
        answers.push((error as { code?: string }).code);
      }
    }
    expect(answers).toEqual(['ok', 'ok', 'ok', 'RATE_LIMITED']);
    // Another visitor on one of those addresses still has its own conversation's budget.
    await limits.consume('chat', {
      ...caller(),
      authorization: null,
      clientAddress: '10.0.1.0',
      chatVisitor: 'other-visitor',
    });
  });
});

describe('rate limits with shared state', () => {
  it('keeps counting in memory when Redis cannot be reached, and answers at once', async () => {
    const redis = connectSharedState('redis://127.0.0.1:1');
    try {
      const limits = new RateLimits(budgets, redis);
      const who = caller();
      const started = performance.now();
      const answers = [];
      for (let n = 0; n < 4; n += 1) answers.push(await spend(limits, who));
      expect(answers).toEqual(['ok', 'ok', 'ok', 'RATE_LIMITED']);
      expect(performance.now() - started).toBeLessThan(1_000);
    } finally {
      redis.disconnect();
    }
  });

  it.skipIf(!process.env.TEST_REDIS_URL)(
    'spends one budget from two processes’ limiters on one Redis (needs TEST_REDIS_URL)',
    async () => {
      const url = process.env.TEST_REDIS_URL as string;
      const [first, second] = [connectSharedState(url), connectSharedState(url)];
      try {
        await Promise.all(
          [first, second].map((redis) => new Promise((resolve) => redis.once('ready', resolve))),
        );
        const [a, b] = [new RateLimits(budgets, first), new RateLimits(budgets, second)];
        const who = caller();
        const answers = [await spend(a, who), await spend(b, who), await spend(a, who), await spend(b, who)];
        expect(answers).toEqual(['ok', 'ok', 'ok', 'RATE_LIMITED']);
      } finally {
        first.disconnect();
        second.disconnect();
      }
    },
  );
});
