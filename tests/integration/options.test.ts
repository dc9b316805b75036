import { randomUUID } from 'node:crypto';
import { ManualClock } from '@swx/upstream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type Stack, startStack } from './harness.ts';

// Wednesday 2026-01-07 10:00 New York: every market, stocks included, is open.
const clock = new ManualClock(Date.UTC(2026, 0, 7, 15, 0, 0));
let stack: Stack;
let demo: Record<string, string>;
let real: Record<string, string>;

beforeAll(async () => {
  stack = await startStack({ clock });
  await stack.upstream.simulator.tick();
  const token = await registerUser(stack, 'trader_1');
  demo = { authorization: token, virtually: 'YES' };
  real = { authorization: token, virtually: 'NO' };
});
afterAll(() => stack.close());

const BUY = `mutation ($input: BuyOptionsInput!) { buyOptions(input: $input) {
  __typename
  ... on BuyOptionsPayload { notice order { id orderNo status direction amount period openPrice openTime expiresAt }
    viewer { balance accountMode } }
  ... on Error { code message } ... on InputError { field } } }`;

const ORDER = `query ($id: ID!) { optionsOrder(id: $id) {
  id status result closeReason direction amount payoutRate openPrice openTime closePrice closeTime expiresAt profit
  lots lever margin requiredMargin stopLoss takeProfit orderNo accountMode market { code } } }`;

type Buy = {
  __typename: string;
  code?: string;
  field?: string;
  notice?: string;
  order?: { id: string; status: string; openPrice: string; expiresAt: string; amount: string };
  viewer?: { balance: string; accountMode: string };
};

/** Every order carries an idempotency key (required); a test that does not name one gets a fresh one. */
async function buy(input: Record<string, unknown>, headers = demo): Promise<Buy> {
  const withKey = { idempotencyKey: randomUUID(), ...input };
  const { data, errors } = await stack.graphql<{ buyOptions: Buy }>(BUY, { input: withKey }, headers);
  if (errors) throw new Error(JSON.stringify(errors));
  return data?.buyOptions as Buy;
}

async function balance(headers: Record<string, string>): Promise<string> {
  const { data } = await stack.graphql<{ viewer: { balance: string } }>(
    '{ viewer { balance } }',
    {},
    headers,
  );
  return data?.viewer.balance ?? '';
}

const cents = (decimal: string) => Math.round(Number(decimal) * 100);

describe('options trading through the gateway', () => {
  it('lists the periods with their minimum stake and payout rate', async () => {
    const { data } = await stack.graphql<{
      optionPeriods: { period: number; minAmount: string; payoutRate: string }[];
    }>('{ optionPeriods { period minAmount payoutRate } }');
    expect(data?.optionPeriods.map((p) => p.period)).toEqual([30, 60, 120, 300]);
    expect(data?.optionPeriods[0]).toEqual({ period: 30, minAmount: '10.00', payoutRate: '0.80' });
  });

  it('answers one period by its seconds (GET /order/getOptionMinAmount), null for an unknown one', async () => {
    const { data } = await stack.graphql<{ known: unknown; unknown: unknown }>(
      '{ known: optionPeriod(period: 60) { period minAmount payoutRate } unknown: optionPeriod(period: 61) { period } }',
    );
    expect(data).toEqual({ known: { period: 60, minAmount: '10.00', payoutRate: '0.85' }, unknown: null });
  });

  it('keeps separate demo and real balances, chosen by the virtually header', async () => {
    expect(await balance(demo)).toBe('10000.00');
    expect(await balance(real)).toBe('0.00');
  });

  it('places an order, settles it at expiry on recorded ticks, and pays exactly what the ledger says', async () => {
    const placed = await buy({
      code: 'BTCUSDT',
      direction: 'UP',
      amount: '100',
      period: 30,
      idempotencyKey: 'k-1',
    });
    expect(placed).toMatchObject({ __typename: 'BuyOptionsPayload', notice: 'PURCHASE_SUCCESS' });
    expect(placed.order).toMatchObject({ status: 'OPEN', amount: '100.00' });
    expect(placed.viewer).toEqual({ balance: '9900.00', accountMode: 'DEMO' });

    // The same key and input again: the same order, no second debit.
    const repeat = await buy({
      code: 'BTCUSDT',
      direction: 'UP',
      amount: '100',
      period: 30,
      idempotencyKey: 'k-1',
    });
    expect(repeat.order?.id).toBe(placed.order?.id);
    expect(await balance(demo)).toBe('9900.00');

    for (let second = 0; second < 32; second += 1) {
      clock.advance(1000);
      await stack.upstream.simulator.tick();
    }
    const { data } = await stack.graphql<{
      optionsOrder: {
        status: string;
        result: string;
        openPrice: string;
        closePrice: string;
        closeTime: string;
        expiresAt: string;
        profit: string;
        payoutRate: string;
        lots: number;
        lever: number;
        margin: string;
        requiredMargin: string;
        closeReason: string;
      };
    }>(ORDER, { id: placed.order?.id }, demo);
    const order = data?.optionsOrder;
    expect(order?.status).toBe('CLOSED');
    expect(order?.closeReason).toBe('EXPIRY');
    expect(Date.parse(order?.closeTime ?? '')).toBeGreaterThanOrEqual(Date.parse(order?.expiresAt ?? ''));
    expect(order).toMatchObject({ lots: 1, lever: 1, margin: '100.00', requiredMargin: '100.00' });
    const moved = Number(order?.closePrice) - Number(order?.openPrice);
    const expected = moved > 0 ? 'WIN' : moved < 0 ? 'LOSS' : 'REFUND';
    expect(order?.result).toBe(expected);
    const payout = { WIN: 10000 + Math.floor(10000 * 0.8), LOSS: 0, REFUND: 10000 }[expected];
    expect(cents(order?.profit ?? '')).toBe(payout - 10000);
    expect(cents(await balance(demo))).toBe(990000 + payout);

    const ledger = await stack.graphql<{
      viewer: {
        transactions: {
          totalCount: number;
          edges: { node: { amount: string; balanceAfter: string; reason: string } }[];
        };
      };
    }>(
      '{ viewer { transactions(first: 10) { totalCount edges { node { amount balanceAfter reason } } } } }',
      {},
      demo,
    );
    const entries = ledger.data?.viewer.transactions.edges.map((edge) => edge.node) ?? [];
    expect(entries.reduce((sum, entry) => sum + cents(entry.amount), 0)).toBe(cents(await balance(demo)));
    expect(entries.at(-1)?.reason).toBe('DEMO_OPEN');
  });

  it('returns every trading rule as a typed error and moves no money', async () => {
    const before = await balance(demo);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: 'NOPE', direction: 'UP', amount: '20', period: 30 }, 'InputError', 'OPTIONS_PRODUCT_WRONG'],
      [{ code: 'BTCUSDT', direction: 'UP', amount: '0', period: 30 }, 'InputError', 'PURCHASE_AMOUNT_WRONG'],
      [{ code: 'BTCUSDT', direction: 'UP', amount: '20', period: 7 }, 'InputError', 'PERIOD_NOT_FOUND'],
      [{ code: 'BTCUSDT', direction: 'UP', amount: '5', period: 30 }, 'InputError', 'BELOW_MINIMUM_PURCHASE'],
      [
        { code: 'BTCUSDT', direction: 'UP', amount: '20000', period: 30 },
        'ServiceError',
        'BALANCE_INSUFFICIENT_RECHARGE',
      ],
      [
        { code: 'BTCUSDT', direction: 'UP', amount: '20', period: 30, stopLoss: '99999999' },
        'InputError',
        'PRICES_UNREASONABLE',
      ],
      [
        { code: 'BTCUSDT', direction: 'DOWN', amount: '20', period: 30, takeProfit: '99999999' },
        'InputError',
        'PRICES_UNREASONABLE',
      ],
    ];
    for (const [input, typename, code] of cases)
      expect(await buy(input)).toMatchObject({ __typename: typename, code });
    await buy({ code: 'ETHUSDT', direction: 'UP', amount: '20', period: 30, idempotencyKey: 'k-2' });
    expect(
      await buy({ code: 'ETHUSDT', direction: 'UP', amount: '25', period: 30, idempotencyKey: 'k-2' }),
    ).toMatchObject({
      __typename: 'ServiceError',
      code: 'OPERATION_FAILED',
    });
    expect(cents(await balance(demo))).toBe(cents(before) - 2000);
    expect(await buy({ code: 'BTCUSDT', direction: 'UP', amount: '20', period: 30 }, real)).toMatchObject({
      code: 'BALANCE_INSUFFICIENT_RECHARGE',
    });
  });

  it('refuses a stock order outside trading hours with NOT_TRADABLE', async () => {
    const saturday = new ManualClock(Date.UTC(2026, 0, 10, 15, 0, 0));
    const weekend = await startStack({ clock: saturday });
    try {
      await weekend.upstream.simulator.tick();
      const token = await registerUser(weekend, 'weekend_1');
      const { data } = await weekend.graphql<{ buyOptions: Buy }>(
        BUY,
        { input: { code: 'AAPL', direction: 'UP', amount: '20', period: 30, idempotencyKey: 'weekend-1' } },
        { authorization: token, virtually: 'YES' },
      );
      expect(data?.buyOptions).toMatchObject({ __typename: 'ServiceError', code: 'NOT_TRADABLE' });
    } finally {
      await weekend.close();
    }
  });

  it('pages the order list and filters it by status', async () => {
    for (let i = 0; i < 3; i += 1)
      await buy({ code: 'SOLUSDT', direction: 'DOWN', amount: '100', period: 300 });
    const query = `query ($status: OrderStatus, $after: String) { viewer { optionsOrders(first: 2, status: $status, after: $after) {
      totalCount edges { node { status } } pageInfo { hasNextPage endCursor } } } }`;
    type Page = {
      viewer: {
        optionsOrders: {
          totalCount: number;
          edges: { node: { status: string } }[];
          pageInfo: { hasNextPage: boolean; endCursor: string };
        };
      };
    };
    const open = await stack.graphql<Page>(query, { status: 'OPEN' }, demo);
    const list = open.data?.viewer.optionsOrders;
    expect(list?.edges.every((edge) => edge.node.status === 'OPEN')).toBe(true);
    expect(list?.pageInfo.hasNextPage).toBe(true);
    const next = await stack.graphql<Page>(query, { status: 'OPEN', after: list?.pageInfo.endCursor }, demo);
    expect(next.data?.viewer.optionsOrders.edges.length).toBeGreaterThan(0);
    const closed = await stack.graphql<Page>(query, { status: 'CLOSED' }, demo);
    expect(closed.data?.viewer.optionsOrders.totalCount).toBe(1);
    const inReal = await stack.graphql<Page>(query, {}, real);
    expect(inReal.data?.viewer.optionsOrders.totalCount).toBe(0);
  });

  it('resets the demo balance as one ledger entry', async () => {
    const { data } = await stack.graphql<{
      resetDemoAccount: { __typename: string; viewer?: { balance: string } };
    }>(
      'mutation { resetDemoAccount { __typename ... on ResetDemoAccountPayload { viewer { balance } } ... on Error { code } } }',
      {},
      demo,
    );
    expect(data?.resetDemoAccount).toEqual({
      __typename: 'ResetDemoAccountPayload',
      viewer: { balance: '10000.00' },
    });
  });
});
