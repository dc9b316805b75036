// The two-gateway test: two gateway processes share one reference upstream (on
// PostgreSQL) and one Redis, as `npm run start:cluster` runs them behind one address. Needs
// TEST_DATABASE_URL and TEST_REDIS_URL, which CI sets.
import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestSchema } from '../../upstream/src/test-support/test-upstream.ts';
import { gatewayProcess, insertTraders, type Service, type Trader, upstreamProcess } from './processes.ts';

const DATABASE = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;
/** The gateway's default order budget per session token (plugins/rate-limits.ts). */
const ORDERS_PER_TOKEN = 60;

const BUY = `mutation ($input: BuyOptionsInput!) { buyOptions(input: $input) {
  __typename ... on BuyOptionsPayload { order { id } } ... on Error { code } } }`;

describe.skipIf(!DATABASE || !REDIS)(
  'two gateways on one Redis (needs TEST_DATABASE_URL and TEST_REDIS_URL)',
  () => {
    let schema: { url: string; drop(): Promise<void> };
    let upstream: Service;
    let gateways: [Service, Service];
    let traders: Trader[];

    beforeAll(async () => {
      schema = await createTestSchema(DATABASE as string);
      // Orders of 5 s, so a settlement (an account event) comes within the test.
      upstream = await upstreamProcess(schema.url, {
        OPTIONS_PERIODS: JSON.stringify([{ limitTime: 5, minAmount: '10.00', payoutRate: '0.80' }]),
      });
      await upstream.start();
      // Fresh sessions each run: counters an earlier run left in Redis never apply.
      const env = { REDIS_URL: REDIS as string };
      gateways = [await gatewayProcess(upstream, env), await gatewayProcess(upstream, env)];
      await Promise.all(gateways.map((gateway) => gateway.start()));
      traders = await insertTraders(schema.url, 2, `cluster_${randomUUID().slice(0, 6)}`);
    }, 120_000);

    afterAll(async () => {
      await Promise.all((gateways ?? []).map((gateway) => gateway.stop()));
      await upstream?.kill();
      await schema?.drop();
    });

    it('tells a subscriber on gateway A about an order placed through gateway B', async () => {
      const [a, b] = gateways;
      const trader = traders[0] as Trader;
      const client = createClient({
        url: `${a.url.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: trader.token, virtually: 'YES' },
      });
      try {
        const events: { order: { id: string; status: string } }[] = [];
        const subscribed = new Promise<void>((resolve) => client.on('connected', () => resolve()));
        client.subscribe<{ accountEvents: { order: { id: string; status: string } } }>(
          {
            query:
              'subscription { accountEvents { ... on OptionsOrderSettled { order { id status } account { balance } } } }',
          },
          {
            // Only settlements: the stake's AccountBalanceChanged carries no order.
            next: ({ data }) => data?.accountEvents.order && events.push(data.accountEvents),
            error: (error) => events.push({ order: { id: 'error', status: JSON.stringify(error) } }),
            complete: () => undefined,
          },
        );
        await subscribed;
        // The gateway opens its upstream stream when the subscription starts: give it a moment.
        await new Promise((resolve) => setTimeout(resolve, 500));
        const placed = await buy(b, trader, `10.12.0.1`);
        expect(placed.code).toBeUndefined();
        await expect
          .poll(() => events.map((event) => event.order.id), { timeout: 20_000, interval: 100 })
          .toContain(placed.id);
        expect(events.find((event) => event.order.id === placed.id)?.order.status).toBe('CLOSED');
      } finally {
        await client.dispose();
      }
    }, 60_000);

    it('counts one order budget across both gateways', async () => {
      const [a, b] = gateways;
      const trader = traders[1] as Trader;
      const answers: string[] = [];
      // Alternating gateways, each request from its own address: only the per-token budget binds.
      for (let n = 0; n < ORDERS_PER_TOKEN + 2; n += 1) {
        const answer = await buy(
          n % 2 === 0 ? a : b,
          trader,
          `10.13.${Math.floor(n / 200)}.${(n % 200) + 1}`,
        );
        answers.push(answer.code ?? 'PLACED');
      }
      // One gateway counting alone would have allowed 60 on each: 62 placed.
      expect(answers.filter((code) => code === 'PLACED')).toHaveLength(ORDERS_PER_TOKEN);
      expect(answers.slice(ORDERS_PER_TOKEN)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
    }, 60_000);
  },
);

async function buy(
  gateway: Service,
  trader: Trader,
  address: string,
): Promise<{ id?: string; code?: string }> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: trader.token,
      virtually: 'YES',
      'x-forwarded-for': address,
    },
    body: JSON.stringify({
      query: BUY,
      variables: {
        input: { code: 'BTCUSDT', direction: 'UP', amount: '10', period: 5, idempotencyKey: randomUUID() },
      },
    }),
  });
  const body = (await response.json()) as {
    data?: { buyOptions?: { order?: { id: string }; code?: string } };
    errors?: { message: string }[];
  };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  const answer = body.data?.buyOptions;
  return answer?.order ? { id: answer.order.id } : { code: answer?.code ?? 'NO_ANSWER' };
}
