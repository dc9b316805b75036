import { timesRateDown } from '@swx/contract/decimal';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toNumber } from '../db/db.ts';
import { propertyRuns, propertyTimeoutMs } from '../test-support/property-runs.ts';
import {
  advanceAndTick,
  createTestUser,
  startTestUpstream,
  type TestUpstream,
} from '../test-support/test-upstream.ts';
import type { OptionsOrder } from './options-orders.ts';
import { resultOf } from './settlement-rule.ts';

/**
 * Random sequences of buys (random market, direction, amount, period, stop prices, and keys from a
 * small pool so they repeat with the same or another body), clock advances with ticks, and demo
 * resets. After every step: each balance equals the sum of its ledger entries and is never negative,
 * no (user, key) ever produced two orders, and every closed order's result and money follow from its
 * recorded open and close prices.
 */

const markets = ['BTCUSDT', 'ETHUSDT', 'EURUSD', 'AAPL', 'CL', 'XAUUSD'] as const;
const allowedBuyCodes = new Set([200, 400, 10011, 10014, 10015, 10016, 10017, 10092, 30002]);

type BuyStep = {
  kind: 'buy';
  user: 0 | 1;
  demo: boolean;
  market: string;
  direction: 'up' | 'down';
  amount: string;
  limitTime: number;
  stopLoss: number | null;
  takeProfit: number | null;
  wrongSide: number;
  key: string | null;
};
type Step =
  | BuyStep
  | { kind: 'repeat'; back: number }
  | { kind: 'advance'; ms: number }
  | { kind: 'reset'; user: 0 | 1 };

/** A stop distance as a fraction of the price (0.01 % to 0.3 %), or none. */
const distance = fc.option(
  fc.integer({ min: 1, max: 30 }).map((n) => n / 10_000),
  { nil: null, freq: 2 },
);

const buyStep: fc.Arbitrary<BuyStep> = fc.record({
  kind: fc.constant('buy' as const),
  user: fc.constantFrom(0 as const, 1 as const),
  demo: fc.integer({ min: 0, max: 9 }).map((n) => n < 8),
  market: fc.constantFrom(...markets, 'NOPE'),
  direction: fc.constantFrom('up' as const, 'down' as const),
  amount: fc.constantFrom('10.00', '10.55', '50.00', '123.45', '2500.00', '9999.99', '5.00', '1.234'),
  limitTime: fc.constantFrom(30, 60, 120, 300, 30, 60, 45),
  stopLoss: distance,
  takeProfit: distance,
  /** 0: stop loss on the wrong side, 1: take profit on the wrong side, otherwise both right. */
  wrongSide: fc.integer({ min: 0, max: 9 }),
  key: fc.option(fc.constantFrom('k1', 'k2', 'k3'), { nil: null }),
});

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: buyStep },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('repeat' as const), back: fc.nat(4) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('advance' as const),
      ms: fc.integer({ min: 1, max: 90 }).map((s) => s * 1000),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('reset' as const),
      user: fc.constantFrom(0 as const, 1 as const),
    }),
  },
);

// Bounded in `npm test`, as long as it takes in `npm run soak` (property-runs.ts).
vi.setConfig({ testTimeout: propertyTimeoutMs });

/** A test input only: the price moved by ±fraction, rounded to the market's decimals. */
function stopPrice(nowPrice: string, fraction: number | null, side: 1 | -1): string | null {
  if (fraction === null) return null;
  const decimals = nowPrice.split('.')[1]?.length ?? 0;
  return (Number(nowPrice) * (1 + side * fraction)).toFixed(decimals);
}

describe('options trading property', () => {
  let t: TestUpstream;
  beforeAll(async () => {
    t = await startTestUpstream({ seed: 3 });
    // Wednesday 15:30 New York: stocks close at 16:00 and futures break at 17:00 during the runs.
    t.clock.set(Date.UTC(2026, 0, 7, 20, 30, 0));
    await advanceAndTick(t);
  });
  afterAll(() => t?.close());

  async function checkInvariants(userIds: number[], seenOrders: Set<number>) {
    const accounts = await t.upstream.db.query(
      `SELECT a.id, a.balance_units AS balance_cents, COALESCE(sum(l.amount_units), 0) AS total,
         (SELECT balance_after_units FROM ledger_entries x WHERE x.account_id = a.id ORDER BY x.id DESC LIMIT 1) AS last
       FROM accounts a LEFT JOIN ledger_entries l ON l.account_id = a.id GROUP BY a.id`,
    );
    for (const a of accounts) {
      const balance = toNumber(a.balance_cents);
      expect(balance, `account ${a.id}`).toBe(toNumber(a.total));
      expect(balance).toBeGreaterThanOrEqual(0);
      if (a.last !== null) expect(toNumber(a.last)).toBe(balance);
    }
    const orders = await t.upstream.db.query(
      `SELECT o.id, o.direction, o.status, o.result, o.close_reason, o.amount_cents, o.profit_cents,
         o.payout_rate::text AS rate, o.open_price::text AS open_price, o.close_price::text AS close_price,
         o.close_time, o.expires_at,
         (SELECT price::text FROM market_ticks m WHERE m.market_code = o.code AND m.time = o.close_time) AS tick_price,
         (SELECT COALESCE(sum(amount_units), 0) FROM ledger_entries l WHERE l.reference = o.order_no) AS money
       FROM options_orders o WHERE o.user_id = ANY($1::bigint[])`,
      [userIds],
    );
    expect(orders.length).toBe(seenOrders.size);
    for (const o of orders) {
      expect(seenOrders.has(toNumber(o.id))).toBe(true);
      const stake = toNumber(o.amount_cents);
      const money = toNumber(o.money);
      if (o.status === 'open') {
        expect(money).toBe(-stake);
        continue;
      }
      expect(money, `order ${o.id} money = profit`).toBe(toNumber(o.profit_cents));
      if (o.status === 'failed') {
        expect(o).toMatchObject({ result: 'refund', close_reason: 'no_price', close_price: null });
        expect(money).toBe(0);
        continue;
      }
      // Closed: the close price is a recorded tick and the result follows from the two prices.
      expect(o.tick_price).toBe(o.close_price);
      const result = resultOf(o.direction as 'up' | 'down', String(o.open_price), String(o.close_price));
      expect(o.result).toBe(result);
      const profit = { win: Number(timesRateDown(stake, String(o.rate))), loss: -stake, refund: 0 }[result];
      expect(toNumber(o.profit_cents)).toBe(profit);
      if (o.close_reason === 'expiry')
        expect(toNumber(o.close_time)).toBeGreaterThanOrEqual(toNumber(o.expires_at));
      else expect(o.close_reason === 'stop_loss' ? 'loss' : 'win').toBe(result);
    }
  }

  /** Answers seen across all runs, to show the property exercised the interesting paths. */
  const seenCodes = new Map<number, number>();

  it('keeps every balance equal to its ledger and never lets a key produce two orders', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25, size: 'max' }), async (steps) => {
        const users = [await createTestUser(t, 'prop'), await createTestUser(t, 'prop')];
        const userIds = users.map((u) => u.id);
        const seenOrders = new Set<number>();
        /** (user, key) → the body and the one order it produced. */
        const keys = new Map<string, { body: string; orderId: number }>();
        const sent: { user: 0 | 1; body: Record<string, unknown>; headers: Record<string, string> }[] = [];

        const send = async (user: 0 | 1, body: Record<string, unknown>, headers: Record<string, string>) => {
          sent.push({ user, body, headers });
          const answer = await t.post('/order/buyOptions', body, {
            authorization: users[user]?.token ?? '',
            ...headers,
          });
          const { code } = answer.body;
          seenCodes.set(code, (seenCodes.get(code) ?? 0) + 1);
          expect(allowedBuyCodes.has(code), `code ${code}`).toBe(true);
          const key = headers['idempotency-key'];
          const fingerprint = JSON.stringify([body, headers.virtually]);
          const known = key ? keys.get(`${user}:${key}`) : undefined;
          if (known) {
            if (known.body === fingerprint) {
              expect(code).toBe(200);
              expect((answer.body.result as OptionsOrder).id).toBe(known.orderId);
            } else expect(code).toBe(10092);
          }
          if (code === 200) {
            const order = answer.body.result as OptionsOrder;
            seenOrders.add(order.id);
            if (key && !known) keys.set(`${user}:${key}`, { body: fingerprint, orderId: order.id });
          }
        };

        for (const s of steps) {
          if (s.kind === 'advance') await advanceAndTick(t, s.ms);
          else if (s.kind === 'reset') {
            const answer = await t.post('/user/resetDemo', undefined, {
              authorization: users[s.user]?.token ?? '',
              virtually: 'YES',
            });
            expect(answer.body).toMatchObject({ code: 200, result: { balance: '10000.00' } });
          } else if (s.kind === 'repeat') {
            const previous = sent[sent.length - 1 - Math.min(s.back, sent.length - 1)];
            if (previous) await send(previous.user, previous.body, previous.headers);
          } else {
            const nowPrice = t.upstream.simulator.marketInfo(s.market)?.nowPrice ?? '1';
            const body: Record<string, unknown> = {
              code: s.market,
              direction: s.direction,
              amount: s.amount,
              limitTime: s.limitTime,
              // Up: stop loss below, take profit above the price; down the other way round.
              stopLoss: stopPrice(
                nowPrice,
                s.stopLoss,
                (s.direction === 'up') !== (s.wrongSide === 0) ? -1 : 1,
              ),
              takeProfit: stopPrice(
                nowPrice,
                s.takeProfit,
                (s.direction === 'up') !== (s.wrongSide === 1) ? 1 : -1,
              ),
            };
            const headers: Record<string, string> = { virtually: s.demo ? 'YES' : 'NO' };
            if (s.key) headers['idempotency-key'] = s.key;
            await send(s.user, body, headers);
          }
          await checkInvariants(userIds, seenOrders);
        }
      }),
      propertyRuns('options trading', 10),
    );
    // The runs went through the interesting paths (codes that depend on the clock are not required).
    for (const code of [200, 400, 10092]) expect(seenCodes.get(code) ?? 0, `code ${code}`).toBeGreaterThan(0);
    const settled = await t.upstream.db.query("SELECT 1 FROM options_orders WHERE status <> 'open' LIMIT 1");
    expect(settled.length).toBe(1);
  });
});
