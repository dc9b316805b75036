import { randomUUID } from 'node:crypto';
import { ManualClock } from '@swx/upstream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerUser, type Stack, startStack } from './harness.ts';

/*
 * Every case signs up its own trader and sets the clock to its own instant before it trades. The
 * simulator's prices are a function of its seed (7, fixed by the harness) and the instant, so a case
 * sees the same prices, and settles the same way, whichever cases ran before it.
 */

/** Wednesday 2026-01-07 10:00 New York: every market, stocks included, is open. */
const wednesdayTenNewYork = Date.UTC(2026, 0, 7, 15, 0, 0);

/**
 * Seed 7's BTCUSDT from 10:03:00 New York: it rises over the next 30 s and the next 60 s, so an up
 * order opened then wins and a down order loses. The prices are the simulator's recorded ticks.
 */
const btcRises = {
  at: Date.UTC(2026, 0, 7, 15, 3, 0),
  openPrice: '61873.86',
  after30s: '61875.04',
  after60s: '61890.85',
};

const clock = new ManualClock(wednesdayTenNewYork);
let stack: Stack;
let traders = 0;
/** The case's own trader: the same session on its demo and its real account. */
let demo: Record<string, string>;
let real: Record<string, string>;

beforeAll(async () => {
  stack = await startStack({ clock });
});
afterAll(() => stack.close());

/** Sets the clock to `instant` and records the simulator's tick there (an order opens on it). */
async function startAt(instant: number): Promise<void> {
  clock.set(instant);
  await stack.upstream.simulator.tick();
}

/** Ticks once a second up to and including `instant`, as the live server does; settlement runs on each. */
async function tickUntil(instant: number): Promise<void> {
  while (clock.now() < instant) {
    clock.advance(1000);
    await stack.upstream.simulator.tick();
  }
}

const iso = (ms: number) => new Date(ms).toISOString();

const BUY = `mutation ($input: BuyOptionsInput!) { buyOptions(input: $input) {
  __typename
  ... on BuyOptionsPayload { notice order { id orderNo status direction amount period openPrice openTime expiresAt }
    account { balance mode } }
  ... on Error { code message } ... on InputError { field minimum } } }`;

const ORDER = `query ($id: ID!) { optionsOrder(id: $id) {
  status result closeReason direction amount payoutRate openPrice openTime closePrice closeTime expiresAt profit
  lots lever margin requiredMargin accountMode market { code } } }`;

type Order = {
  id: string;
  orderNo: string;
  status: string;
  direction: string;
  amount: string;
  period: number;
  openPrice: string;
  openTime: string;
  expiresAt: string;
};

type Buy = {
  __typename: string;
  code?: string;
  field?: string;
  minimum?: string | null;
  notice?: string;
  order?: Order;
  account?: { balance: string; mode: string };
};

type Entry = { amount: string; balanceAfter: string; reason: string; reference: string | null };

/** Every order carries an idempotency key (required); a case that does not name one gets a fresh one. */
async function buy(input: Record<string, unknown>, headers = demo): Promise<Buy> {
  const withKey = { idempotencyKey: randomUUID(), ...input };
  const { data, errors } = await stack.graphql<{ buyOptions: Buy }>(BUY, { input: withKey }, headers);
  if (errors) throw new Error(JSON.stringify(errors));
  return data?.buyOptions as Buy;
}

/** Places an order that must be accepted and returns it. */
async function placed(input: Record<string, unknown>, headers = demo): Promise<Order> {
  const answer = await buy(input, headers);
  if (!answer.order) throw new Error(`order refused: ${JSON.stringify(answer)}`);
  return answer.order;
}

async function orderById(id: string | undefined): Promise<Record<string, unknown> | undefined> {
  const { data, errors } = await stack.graphql<{ optionsOrder: Record<string, unknown> }>(
    ORDER,
    { id },
    demo,
  );
  if (errors) throw new Error(JSON.stringify(errors));
  return data?.optionsOrder;
}

/** The account the `virtually` header of these headers acts on (what a mutation with them touches). */
function modeOf(headers: Record<string, string>): 'DEMO' | 'REAL' {
  return headers.virtually === 'YES' ? 'DEMO' : 'REAL';
}

async function balance(headers: Record<string, string>, on: Stack = stack): Promise<string> {
  const { data } = await on.graphql<{ viewer: { account: { balance: string } } }>(
    'query ($mode: AccountMode!) { viewer { account(mode: $mode) { balance } } }',
    { mode: modeOf(headers) },
    headers,
  );
  return data?.viewer.account.balance ?? '';
}

/** The account's ledger, newest first, and its length. */
async function ledger(headers: Record<string, string>): Promise<{ totalCount: number; entries: Entry[] }> {
  const { data } = await stack.graphql<{
    viewer: { account: { transactions: { totalCount: number; edges: { node: Entry }[] } } };
  }>(
    `query ($mode: AccountMode!) { viewer { account(mode: $mode) {
      transactions(first: 20) { totalCount edges { node { amount balanceAfter reason reference } } } } } }`,
    { mode: modeOf(headers) },
    headers,
  );
  const transactions = data?.viewer.account.transactions;
  return {
    totalCount: transactions?.totalCount ?? -1,
    entries: transactions?.edges.map((edge) => edge.node) ?? [],
  };
}

const demoOpen: Entry = {
  reason: 'DEMO_OPEN',
  amount: '10000.00',
  balanceAfter: '10000.00',
  reference: null,
};

describe('options trading through the gateway', () => {
  beforeEach(async () => {
    await startAt(wednesdayTenNewYork);
    traders += 1;
    const token = await registerUser(stack, `trader_${traders}`);
    demo = { authorization: token, virtually: 'YES' };
    real = { authorization: token, virtually: 'NO' };
  });

  it('lists the periods with their minimum stake and payout rate', async () => {
    const { data } = await stack.graphql<{
      optionPeriods: { period: number; minAmount: string; payoutRate: string }[];
    }>('{ optionPeriods { period minAmount payoutRate } }');
    expect(data?.optionPeriods).toEqual([
      { period: 30, minAmount: '10.00', payoutRate: '0.80' },
      { period: 60, minAmount: '10.00', payoutRate: '0.85' },
      { period: 120, minAmount: '50.00', payoutRate: '0.88' },
      { period: 300, minAmount: '100.00', payoutRate: '0.92' },
    ]);
  });

  it('answers one period by its seconds (GET /order/getOptionMinAmount), null for an unknown one', async () => {
    const { data } = await stack.graphql<{ known: unknown; unknown: unknown }>(
      '{ known: optionPeriod(period: 60) { period minAmount payoutRate } unknown: optionPeriod(period: 61) { period } }',
    );
    expect(data).toEqual({ known: { period: 60, minAmount: '10.00', payoutRate: '0.85' }, unknown: null });
  });

  it('opens a demo account at 10000.00 with one DEMO_OPEN entry and a real one at 0.00, chosen by the virtually header', async () => {
    expect(await balance(demo)).toBe('10000.00');
    expect(await balance(real)).toBe('0.00');
    expect(await ledger(demo)).toEqual({ totalCount: 1, entries: [demoOpen] });
    expect(await ledger(real)).toEqual({ totalCount: 0, entries: [] });
  });

  it('pays an up order on a rising market its stake plus 80 % at the first recorded tick at expiry, once per idempotency key', async () => {
    await startAt(btcRises.at);
    const input = { code: 'BTCUSDT', direction: 'UP', amount: '100', period: 30, idempotencyKey: 'k-1' };
    const answer = await buy(input);
    expect(answer).toMatchObject({
      __typename: 'BuyOptionsPayload',
      notice: 'PURCHASE_SUCCESS',
      account: { balance: '9900.00', mode: 'DEMO' },
    });
    expect(answer.order).toMatchObject({
      status: 'OPEN',
      direction: 'UP',
      amount: '100.00',
      period: 30,
      openPrice: btcRises.openPrice,
      openTime: iso(btcRises.at),
      expiresAt: iso(btcRises.at + 30_000),
    });

    // The same key and input again: the same order, no second debit.
    expect((await buy(input)).order?.id).toBe(answer.order?.id);
    expect(await balance(demo)).toBe('9900.00');

    await tickUntil(btcRises.at + 29_000);
    expect(await orderById(answer.order?.id)).toMatchObject({ status: 'OPEN', result: null, profit: null });
    await tickUntil(btcRises.at + 30_000);
    expect(await orderById(answer.order?.id)).toEqual({
      status: 'CLOSED',
      result: 'WIN',
      closeReason: 'EXPIRY',
      direction: 'UP',
      amount: '100.00',
      payoutRate: '0.80',
      openPrice: btcRises.openPrice,
      openTime: iso(btcRises.at),
      closePrice: btcRises.after30s,
      closeTime: iso(btcRises.at + 30_000),
      expiresAt: iso(btcRises.at + 30_000),
      // 100.00 × 0.80
      profit: '80.00',
      lots: 1,
      lever: 1,
      margin: '100.00',
      requiredMargin: '100.00',
      accountMode: 'DEMO',
      market: { code: 'BTCUSDT' },
    });
    // 10000.00 − 100.00 + (100.00 + 80.00)
    expect(await balance(demo)).toBe('10080.00');
    expect(await ledger(demo)).toEqual({
      totalCount: 3,
      entries: [
        {
          reason: 'OPTIONS_PAYOUT',
          amount: '180.00',
          balanceAfter: '10080.00',
          reference: answer.order?.orderNo,
        },
        {
          reason: 'OPTIONS_STAKE',
          amount: '-100.00',
          balanceAfter: '9900.00',
          reference: answer.order?.orderNo,
        },
        demoOpen,
      ],
    });
  });

  it('takes the whole stake of a down order on the same rising market, with no credit entry', async () => {
    await startAt(btcRises.at);
    const order = await placed({ code: 'BTCUSDT', direction: 'DOWN', amount: '100', period: 30 });
    expect(order.openPrice).toBe(btcRises.openPrice);
    await tickUntil(btcRises.at + 30_000);
    expect(await orderById(order.id)).toMatchObject({
      status: 'CLOSED',
      result: 'LOSS',
      closeReason: 'EXPIRY',
      openPrice: btcRises.openPrice,
      closePrice: btcRises.after30s,
      closeTime: iso(btcRises.at + 30_000),
      profit: '-100.00',
    });
    expect(await balance(demo)).toBe('9900.00');
    expect(await ledger(demo)).toEqual({
      totalCount: 2,
      entries: [
        { reason: 'OPTIONS_STAKE', amount: '-100.00', balanceAfter: '9900.00', reference: order.orderNo },
        demoOpen,
      ],
    });
  });

  it('rounds a payout down to the cent: 10.01 at 0.85 wins 8.50, not 8.5085', async () => {
    await startAt(btcRises.at);
    const order = await placed({ code: 'BTCUSDT', direction: 'UP', amount: '10.01', period: 60 });
    await tickUntil(btcRises.at + 60_000);
    expect(await orderById(order.id)).toMatchObject({
      status: 'CLOSED',
      result: 'WIN',
      payoutRate: '0.85',
      openPrice: btcRises.openPrice,
      closePrice: btcRises.after60s,
      profit: '8.50',
    });
    // 10000.00 − 10.01 + (10.01 + 8.50)
    expect(await balance(demo)).toBe('10008.50');
    expect((await ledger(demo)).entries[0]).toEqual({
      reason: 'OPTIONS_PAYOUT',
      amount: '18.51',
      balanceAfter: '10008.50',
      reference: order.orderNo,
    });
  });

  it('refunds the stake when the closing recorded tick equals the open price', async () => {
    // An instant no other case ticks through, so the tick recorded here is this case's own.
    const at = Date.UTC(2026, 0, 7, 15, 10, 0);
    await startAt(at);
    const order = await placed({ code: 'ETHUSDT', direction: 'UP', amount: '20', period: 30 });
    // The expiry tick recorded ahead of the simulator at the open price: its own insert then does nothing.
    await stack.upstream.db.query('INSERT INTO market_ticks (market_code, time, price) VALUES ($1, $2, $3)', [
      'ETHUSDT',
      at + 30_000,
      order.openPrice,
    ]);
    await tickUntil(at + 30_000);
    expect(await orderById(order.id)).toMatchObject({
      status: 'CLOSED',
      result: 'REFUND',
      closeReason: 'EXPIRY',
      closePrice: order.openPrice,
      profit: '0.00',
    });
    expect(await balance(demo)).toBe('10000.00');
    expect((await ledger(demo)).entries[0]).toEqual({
      reason: 'OPTIONS_REFUND',
      amount: '20.00',
      balanceAfter: '10000.00',
      reference: order.orderNo,
    });
  });

  it('returns every trading rule as a typed error and moves no money', async () => {
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
    // Below the minimum names the minimum of the period asked for.
    expect(await buy({ code: 'BTCUSDT', direction: 'UP', amount: '20', period: 120 })).toMatchObject({
      code: 'BELOW_MINIMUM_PURCHASE',
      field: 'amount',
      minimum: '50.00',
    });
    expect(await ledger(demo)).toEqual({ totalCount: 1, entries: [demoOpen] });

    // A key reused with another body is refused; only its first order moved money.
    const first = await placed({
      code: 'ETHUSDT',
      direction: 'UP',
      amount: '20',
      period: 30,
      idempotencyKey: 'k-2',
    });
    expect(
      await buy({ code: 'ETHUSDT', direction: 'UP', amount: '25', period: 30, idempotencyKey: 'k-2' }),
    ).toMatchObject({ __typename: 'ServiceError', code: 'OPERATION_FAILED' });
    expect(await balance(demo)).toBe('9980.00');
    expect(await ledger(demo)).toEqual({
      totalCount: 2,
      entries: [
        { reason: 'OPTIONS_STAKE', amount: '-20.00', balanceAfter: '9980.00', reference: first.orderNo },
        demoOpen,
      ],
    });

    expect(await buy({ code: 'BTCUSDT', direction: 'UP', amount: '20', period: 30 }, real)).toMatchObject({
      __typename: 'ServiceError',
      code: 'BALANCE_INSUFFICIENT_RECHARGE',
    });
    expect(await balance(real)).toBe('0.00');
  });

  it('pages the order list newest first and filters it by status', async () => {
    const expiring = await placed({ code: 'BTCUSDT', direction: 'UP', amount: '10', period: 30 });
    const open: string[] = [];
    for (let i = 0; i < 3; i += 1)
      open.unshift((await placed({ code: 'SOLUSDT', direction: 'DOWN', amount: '100', period: 300 })).id);
    await tickUntil(wednesdayTenNewYork + 30_000);

    const query = `query ($mode: AccountMode!, $status: OrderStatus, $after: String) { viewer { account(mode: $mode) {
      optionsOrders(first: 2, status: $status, after: $after) {
        totalCount edges { node { id status } } pageInfo { hasNextPage endCursor } } } } }`;
    type Page = {
      viewer: {
        account: {
          optionsOrders: {
            totalCount: number;
            edges: { node: { id: string; status: string } }[];
            pageInfo: { hasNextPage: boolean; endCursor: string };
          };
        };
      };
    };
    const page = async (variables: Record<string, unknown>, headers = demo) => {
      const { data, errors } = await stack.graphql<Page>(
        query,
        { mode: modeOf(headers), ...variables },
        headers,
      );
      if (errors) throw new Error(JSON.stringify(errors));
      const list = data?.viewer.account.optionsOrders;
      return {
        totalCount: list?.totalCount,
        nodes: list?.edges.map((edge) => edge.node),
        hasNextPage: list?.pageInfo.hasNextPage,
        endCursor: list?.pageInfo.endCursor,
      };
    };

    const first = await page({ status: 'OPEN' });
    expect(first).toMatchObject({
      totalCount: 3,
      nodes: [
        { id: open[0], status: 'OPEN' },
        { id: open[1], status: 'OPEN' },
      ],
      hasNextPage: true,
    });
    expect(await page({ status: 'OPEN', after: first.endCursor })).toMatchObject({
      totalCount: 3,
      nodes: [{ id: open[2], status: 'OPEN' }],
      hasNextPage: false,
    });
    expect(await page({ status: 'CLOSED' })).toMatchObject({
      totalCount: 1,
      nodes: [{ id: expiring.id, status: 'CLOSED' }],
    });
    expect(await page({}, real)).toMatchObject({ totalCount: 0, nodes: [] });
  });

  it('resets the demo balance as one DEMO_RESET ledger entry', async () => {
    const order = await placed({ code: 'BTCUSDT', direction: 'UP', amount: '100', period: 300 });
    expect(await balance(demo)).toBe('9900.00');
    const { data } = await stack.graphql<{
      resetDemoAccount: { __typename: string; account?: { balance: string } };
    }>(
      'mutation { resetDemoAccount { __typename ... on ResetDemoAccountPayload { account { balance } } ... on Error { code } } }',
      {},
      demo,
    );
    expect(data?.resetDemoAccount).toEqual({
      __typename: 'ResetDemoAccountPayload',
      account: { balance: '10000.00' },
    });
    expect(await ledger(demo)).toEqual({
      totalCount: 3,
      entries: [
        { reason: 'DEMO_RESET', amount: '100.00', balanceAfter: '10000.00', reference: null },
        { reason: 'OPTIONS_STAKE', amount: '-100.00', balanceAfter: '9900.00', reference: order.orderNo },
        demoOpen,
      ],
    });
  });
});

describe('options trading at the weekend', () => {
  let weekend: Stack;
  beforeAll(async () => {
    // Saturday 2026-01-10 10:00 New York: crypto trades, stocks do not.
    weekend = await startStack({ clock: new ManualClock(Date.UTC(2026, 0, 10, 15, 0, 0)) });
    await weekend.upstream.simulator.tick();
  });
  afterAll(() => weekend.close());

  it('refuses a stock order outside trading hours with NOT_TRADABLE and moves no money', async () => {
    const token = await registerUser(weekend, 'weekend_1');
    const headers = { authorization: token, virtually: 'YES' };
    const { data } = await weekend.graphql<{ buyOptions: Buy }>(
      BUY,
      { input: { code: 'AAPL', direction: 'UP', amount: '20', period: 30, idempotencyKey: 'weekend-1' } },
      headers,
    );
    expect(data?.buyOptions).toMatchObject({ __typename: 'ServiceError', code: 'NOT_TRADABLE' });
    expect(await balance(headers, weekend)).toBe('10000.00');
  });
});
