import { randomUUID } from 'node:crypto';
import { ManualClock } from '@swx/upstream';
import { createClient, type FormattedExecutionResult } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { registerUser, type Stack, startStack } from './harness.ts';

// Wednesday 2026-01-07 10:00 New York: every market is open.
const clock = new ManualClock(Date.UTC(2026, 0, 7, 15, 0, 0));
let stack: Stack;
let traders = 0;

beforeAll(async () => {
  // A session ended mid-subscription is noticed within a reconnect or two: keep the backoff short.
  stack = await startStack({ clock, gateway: { accountEvents: { minDelayMs: 20, maxDelayMs: 100 } } });
  await stack.upstream.simulator.tick();
});
afterAll(() => stack.close());

type Trader = { token: string; userId: number; demo: Record<string, string>; real: Record<string, string> };

async function newTrader(): Promise<Trader> {
  traders += 1;
  const token = await registerUser(stack, `acct_${traders}`);
  const { data } = await stack.graphql<{ viewer: { userId: number } }>(
    '{ viewer { userId } }',
    {},
    {
      authorization: token,
    },
  );
  return {
    token,
    userId: data?.viewer.userId ?? 0,
    demo: { authorization: token, virtually: 'YES' },
    real: { authorization: token, virtually: 'NO' },
  };
}

type Order = {
  id: string;
  status: string;
  result: string | null;
  openPrice: string;
  closePrice: string | null;
  closeTime: string | null;
  profit: string | null;
  code: string;
};
const ORDER_FIELDS = 'id status result openPrice closePrice closeTime profit code';

async function buy(trader: Trader, code = 'BTCUSDT', period = 30): Promise<Order> {
  const { data, errors } = await stack.graphql<{ buyOptions: { order?: Order; code?: string } }>(
    `mutation ($input: BuyOptionsInput!) { buyOptions(input: $input) {
       ... on BuyOptionsPayload { order { ${ORDER_FIELDS} } } ... on Error { code } } }`,
    { input: { code, direction: 'UP', amount: '100', period, idempotencyKey: randomUUID() } },
    trader.demo,
  );
  if (!data?.buyOptions.order) throw new Error(JSON.stringify(errors ?? data));
  return data.buyOptions.order;
}

/** Ticks once a second through `seconds` seconds, as the live simulator does; settlement runs on each. */
async function tickFor(seconds: number): Promise<void> {
  for (let second = 0; second < seconds; second += 1) {
    clock.advance(1000);
    await stack.upstream.simulator.tick();
  }
}

/** The price the upstream recorded for `code` at `time`: what settlement must have used. */
async function recordedPrice(code: string, time: string): Promise<string | undefined> {
  const rows = await stack.upstream.db.query<{ price: string }>(
    'SELECT price::text AS price FROM market_ticks WHERE market_code = $1 AND time = $2',
    [code, Date.parse(time)],
  );
  return rows[0]?.price;
}

type Outcome = { results: FormattedExecutionResult<Record<string, unknown>, unknown>[]; error?: unknown };

/**
 * Subscribes over graphql-ws with `connectionParams` (the token and the other headers) and
 * gathers every result until the server completes the operation (or it errors).
 */
function subscribe(
  query: string,
  variables: Record<string, unknown>,
  connectionParams: Record<string, string>,
) {
  const client = createClient({
    url: `${stack.gateway.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams,
  });
  const results: Outcome['results'] = [];
  let firstResult: (() => void) | undefined;
  const first = new Promise<void>((resolve) => (firstResult = resolve));
  let unsubscribe: () => void = () => undefined;
  const done = new Promise<Outcome>((resolve) => {
    unsubscribe = client.subscribe<Record<string, unknown>>(
      { query, variables },
      {
        next: (result) => {
          results.push(result);
          firstResult?.();
        },
        error: (error) => resolve({ results, error }),
        complete: () => resolve({ results }),
      },
    );
  });
  return {
    done: done.finally(() => client.dispose()),
    first,
    results,
    async cancel() {
      unsubscribe();
      await client.dispose();
    },
  };
}

const SETTLEMENTS = `subscription ($ids: [ID!]) { accountEvents(optionsOrderIds: $ids) {
  __typename account { id mode balance }
  ... on OptionsOrderSettled { order { ${ORDER_FIELDS} } } } }`;

type Settled = { __typename: string; account: { id: string; mode: string; balance: string }; order: Order };

const cents = (decimal: string) => Math.round(Number(decimal) * 100);

/** The event a result carries (undefined for an error result). */
const settled = (result: FormattedExecutionResult<Record<string, unknown>, unknown> | undefined) =>
  result?.data?.accountEvents as Settled | undefined;

describe('an account per mode', () => {
  it('answers both accounts with their own ids and balances, whatever the virtually header says', async () => {
    const trader = await newTrader();
    await buy(trader);
    const query = `{ viewer { id demo: account(mode: DEMO) { id mode balance } real: account(mode: REAL) { id mode balance } } }`;
    type Answer = {
      viewer: {
        id: string;
        demo: { id: string; mode: string; balance: string };
        real: { id: string; mode: string; balance: string };
      };
    };
    const answers = [];
    for (const headers of [trader.demo, trader.real, { authorization: trader.token }]) {
      const { data, errors } = await stack.graphql<Answer>(query, {}, headers);
      expect(errors).toBeUndefined();
      answers.push(data?.viewer);
    }
    const [asDemo, asReal, asDefault] = answers;
    expect(asDemo?.demo).toEqual({ id: asDemo?.demo.id, mode: 'DEMO', balance: '9900.00' });
    expect(asDemo?.real).toEqual({ id: asDemo?.real.id, mode: 'REAL', balance: '0.00' });
    expect(asDemo?.demo.id).not.toBe(asDemo?.real.id);
    expect(new Set([asDemo?.demo.id, asDemo?.real.id, asDemo?.id]).size).toBe(3);
    // The same accounts, the same ids, from a request in the other mode and from one without the header.
    for (const other of [asReal, asDefault]) {
      expect(other?.demo).toEqual(asDemo?.demo);
      expect(other?.real).toEqual(asDemo?.real);
    }
  });

  it('lists each account’s own orders and ledger', async () => {
    const trader = await newTrader();
    await buy(trader);
    const { data } = await stack.graphql<{
      viewer: Record<
        'demo' | 'real',
        { optionsOrders: { totalCount: number }; transactions: { edges: { node: { reason: string } }[] } }
      >;
    }>(
      `{ viewer {
        demo: account(mode: DEMO) { optionsOrders(first: 5) { totalCount } transactions(first: 5) { edges { node { reason } } } }
        real: account(mode: REAL) { optionsOrders(first: 5) { totalCount } transactions(first: 5) { edges { node { reason } } } } } }`,
      {},
      trader.real,
    );
    expect(data?.viewer.demo.optionsOrders.totalCount).toBe(1);
    expect(data?.viewer.demo.transactions.edges.map((edge) => edge.node.reason)).toEqual([
      'OPTIONS_STAKE',
      'DEMO_OPEN',
    ]);
    expect(data?.viewer.real).toEqual({ optionsOrders: { totalCount: 0 }, transactions: { edges: [] } });
  });

  it('returns the account record, with its new balance, from a purchase and a demo reset', async () => {
    const trader = await newTrader();
    const { data } = await stack.graphql<{ buyOptions: { account: { id: string; balance: string } } }>(
      `mutation ($input: BuyOptionsInput!) { buyOptions(input: $input) {
         ... on BuyOptionsPayload { account { id balance } } } }`,
      {
        input: {
          code: 'BTCUSDT',
          direction: 'DOWN',
          amount: '250',
          period: 30,
          idempotencyKey: randomUUID(),
        },
      },
      trader.demo,
    );
    const ids = await stack.graphql<{ viewer: { account: { id: string } } }>(
      '{ viewer { account(mode: DEMO) { id } } }',
      {},
      trader.real,
    );
    expect(data?.buyOptions.account).toEqual({ id: ids.data?.viewer.account.id, balance: '9750.00' });
    const reset = await stack.graphql<{ resetDemoAccount: { account: { id: string; balance: string } } }>(
      'mutation { resetDemoAccount { ... on ResetDemoAccountPayload { account { id balance } } } }',
      {},
      trader.demo,
    );
    expect(reset.data?.resetDemoAccount.account).toEqual({
      id: ids.data?.viewer.account.id,
      balance: '10000.00',
    });
  });

  it('refetches an account by its id through node(id:), for its owner only', async () => {
    const trader = await newTrader();
    const other = await newTrader();
    const { data } = await stack.graphql<{ viewer: { account: { id: string } } }>(
      '{ viewer { account(mode: DEMO) { id } } }',
      {},
      trader.real,
    );
    const id = data?.viewer.account.id ?? '';
    const refetch = `query ($id: ID!) { node(id: $id) { __typename id ... on Account { mode balance } } }`;
    const mine = await stack.graphql<{ node: unknown }>(refetch, { id }, trader.real);
    expect(mine).toEqual({
      data: { node: { __typename: 'Account', id, mode: 'DEMO', balance: '10000.00' } },
    });
    expect((await stack.graphql(refetch, { id }, other.demo)).data).toEqual({ node: null });
    expect((await stack.graphql(refetch, { id }, {})).data).toEqual({ node: null });
    const forged = Buffer.from('Account:not-an-account').toString('base64');
    expect((await stack.graphql(refetch, { id: forged }, trader.demo)).data).toEqual({ node: null });
    const expired = await stack.graphql(refetch, { id }, { authorization: 'no-such-session' });
    expect(expired.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('order settlement by subscription', () => {
  it('sends exactly one event for a followed order, with the recorded settlement price and payout', async () => {
    const trader = await newTrader();
    const placed = await buy(trader);
    // The connection params exactly as the web app sends them: named like its HTTP headers.
    const webAppParams = { virtually: 'NO', 'Accept-Language': 'en', Authorization: trader.token };
    const subscription = subscribe(SETTLEMENTS, { ids: [placed.id] }, webAppParams);
    // Settle once the gateway's stream is registered upstream (before or after its first read: one event either way).
    await stack.upstream.events.until((events) => events.listenerCount(trader.userId) > 0);
    await tickFor(31);
    const { results, error } = await subscription.done;
    expect(error).toBeUndefined();
    expect(results).toHaveLength(1);
    expect(results[0]?.errors).toBeUndefined();
    const event = settled(results[0]) as Settled;
    expect(event.__typename).toBe('OptionsOrderSettled');

    const { order } = event;
    expect(order.id).toBe(placed.id);
    expect(order.status).toBe('CLOSED');
    expect(order.closePrice).toBe(await recordedPrice(order.code, order.closeTime ?? ''));
    const moved = Number(order.closePrice) - Number(order.openPrice);
    const result = moved > 0 ? 'WIN' : moved < 0 ? 'LOSS' : 'REFUND';
    expect(order.result).toBe(result);
    const payoutCents = { WIN: 10_000 + Math.floor(10_000 * 0.8), LOSS: 0, REFUND: 10_000 }[result];
    expect(cents(order.profit ?? '')).toBe(payoutCents - 10_000);
    expect(event.account.mode).toBe('DEMO');
    expect(cents(event.account.balance)).toBe(990_000 + payoutCents);

    // The event carries the order record itself: the same id and fields a query reads.
    const { data } = await stack.graphql<{ optionsOrder: Order }>(
      `query ($id: ID!) { optionsOrder(id: $id) { ${ORDER_FIELDS} } }`,
      { id: placed.id },
      trader.real,
    );
    expect(data?.optionsOrder).toEqual(order);
    // The stream closed with the subscription.
    await stack.upstream.events.until((events) => events.listenerCount(trader.userId) === 0);
  });

  it('sends an order that settled before the subscription started, once, then completes', async () => {
    const trader = await newTrader();
    const placed = await buy(trader);
    await tickFor(31);
    const { results, error } = await subscribe(SETTLEMENTS, { ids: [placed.id] }, trader.demo).done;
    expect(error).toBeUndefined();
    expect(results.map((result) => settled(result)?.order.id)).toEqual([placed.id]);
    expect(settled(results[0])?.order.status).toBe('CLOSED');
  });

  it('follows several orders, each once, and ignores ids that are not the viewer’s', async () => {
    const trader = await newTrader();
    const other = await newTrader();
    const early = await buy(trader, 'ETHUSDT', 30);
    const late = await buy(trader, 'ETHUSDT', 60);
    const foreign = await buy(other, 'ETHUSDT', 30);
    await tickFor(31);
    const subscription = subscribe(SETTLEMENTS, { ids: [early.id, late.id, foreign.id] }, trader.demo);
    await subscription.first;
    await tickFor(30);
    const { results, error } = await subscription.done;
    expect(error).toBeUndefined();
    expect(results.map((result) => settled(result)?.order.id)).toEqual([early.id, late.id]);
  });

  it('streams every settlement of the viewer without ids, and closes the upstream stream on unsubscribe', async () => {
    const trader = await newTrader();
    const subscription = subscribe(SETTLEMENTS, {}, trader.real);
    await stack.upstream.events.until((events) => events.listenerCount(trader.userId) > 0);
    const placed = await buy(trader, 'SOLUSDT');
    await tickFor(31);
    await subscription.first;
    // The stake's balance change comes first; then the settlement (after its payout's balance change, if any).
    expect(settled(subscription.results[0])).toMatchObject({
      __typename: 'AccountBalanceChanged',
      account: { mode: 'DEMO' },
    });
    const settlement = () => subscription.results.map(settled).find((event) => event?.order);
    await expect.poll(() => settlement()?.order.id).toBe(placed.id);
    expect(settlement()?.order).toMatchObject({
      id: placed.id,
      status: 'CLOSED',
    });
    await subscription.cancel();
    await stack.upstream.events.until((events) => events.listenerCount(trader.userId) === 0);
  });

  it('shares one upstream stream between the subscriptions of one session', async () => {
    const trader = await newTrader();
    const placed = await buy(trader);
    await tickFor(31);
    const everything = subscribe(SETTLEMENTS, {}, trader.demo);
    await stack.upstream.events.until((events) => events.listenerCount(trader.userId) > 0);
    const { results } = await subscribe(SETTLEMENTS, { ids: [placed.id] }, trader.real).done;
    expect(results).toHaveLength(1);
    // The second subscription was served by the first one's stream: still one upstream listener.
    expect(stack.upstream.events.listenerCount(trader.userId)).toBe(1);
    await everything.cancel();
    await stack.upstream.events.until((events) => events.listenerCount(trader.userId) === 0);
  });

  it('reconnects a dropped upstream stream and still sends the followed order exactly once', async () => {
    const trader = await newTrader();
    const placed = await buy(trader);
    const subscription = subscribe(SETTLEMENTS, { ids: [placed.id] }, trader.demo);
    await stack.upstream.events.until((events) => events.listenerCount(trader.userId) > 0);
    // The upstream ends every stream (as a restart does); the order settles around the reconnect.
    stack.upstream.events.close();
    await tickFor(31);
    const { results, error } = await subscription.done;
    expect(error).toBeUndefined();
    expect(results.map((result) => settled(result)?.order)).toMatchObject([
      { id: placed.id, status: 'CLOSED' },
    ]);
  });

  it('answers UNAUTHENTICATED without a token, with a dead one, and when the session ends while subscribed', async () => {
    const sessions: Record<string, string>[] = [{}, { authorization: 'no-such-session' }];
    for (const params of sessions) {
      const { results, error } = await subscribe(SETTLEMENTS, {}, params).done;
      const errors = results[0]?.errors ?? (error as { message?: string }[] | undefined);
      expect(results[0]?.errors?.[0]?.extensions?.code, JSON.stringify(errors)).toBe('UNAUTHENTICATED');
    }

    const trader = await newTrader();
    const placed = await buy(trader);
    const subscription = subscribe(SETTLEMENTS, { ids: [placed.id] }, trader.demo);
    await stack.upstream.events.until((events) => events.listenerCount(trader.userId) > 0);
    await stack.upstream.db.query('DELETE FROM sessions WHERE user_id = $1', [trader.userId]);
    await tickFor(31);
    const { results } = await subscription.done;
    expect(results).toHaveLength(1);
    expect(results[0]?.data ?? null).toBeNull();
    expect(results[0]?.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses more ids than it follows, or ids of another type, as bad input', async () => {
    const trader = await newTrader();
    const ids = Array.from({ length: 21 }, (_, i) => Buffer.from(`OptionsOrder:${i + 1}`).toString('base64'));
    const tooMany = await subscribe(SETTLEMENTS, { ids }, trader.demo).done;
    expect(tooMany.results[0]?.errors?.[0]?.extensions).toMatchObject({
      code: 'INPUT_INVALID',
      field: 'optionsOrderIds',
    });
    const market = Buffer.from('Market:BTCUSDT').toString('base64');
    const wrongType = await subscribe(SETTLEMENTS, { ids: [market] }, trader.demo).done;
    expect(wrongType.results[0]?.errors).toBeDefined();
  });
});
