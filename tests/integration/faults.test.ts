// The fault test: orders keep coming while the reference upstream is SIGKILLed and
// restarted twice and the gateway once. Real processes on PostgreSQL (a killed process's data
// must survive it), so it needs TEST_DATABASE_URL, which CI sets.
import { randomUUID } from 'node:crypto';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openPgDb } from '../../upstream/src/db/pg-db.ts';
import { createTestSchema } from '../../upstream/src/test-support/test-upstream.ts';
import { gatewayProcess, insertTraders, type Service, type Trader, upstreamProcess } from './processes.ts';

const DATABASE = process.env.TEST_DATABASE_URL;
/** Enough traders that ten orders a second, and their retries through an outage, stay inside each one's order budget (60 a minute). */
const TRADERS = 100;
const SUBSCRIBERS = 20;
/** The gap allowed between a process listening again and every subscriber's next tick. */
const TICKS_BACK_WITHIN_MS = 5_000;
/** Answers that leave the order's fate open: the client asks again with the same key. */
const RETRY_CODES = new Set(['TIMEOUT', 'UPSTREAM_UNAVAILABLE', 'OUTCOME_UNKNOWN']);

const BUY = `mutation ($input: BuyOptionsInput!) { buyOptions(input: $input) {
  __typename ... on BuyOptionsPayload { order { orderNo } } ... on Error { code message } } }`;

type Placed = { key: string; orderNo: string; userToken: string };

describe.skipIf(!DATABASE)(
  'faults (needs TEST_DATABASE_URL: PostgreSQL keeps what a SIGKILLed upstream wrote)',
  () => {
    let schema: { url: string; drop(): Promise<void> };
    let upstream: Service;
    let gateway: Service;
    let traders: Trader[] = [];

    beforeAll(async () => {
      schema = await createTestSchema(DATABASE as string);
      upstream = await upstreamProcess(schema.url);
      gateway = await gatewayProcess(upstream);
      await upstream.start();
      await gateway.start();
      traders = await insertTraders(schema.url, TRADERS, 'fault');
    }, 120_000);

    afterAll(async () => {
      await gateway?.kill();
      await upstream?.kill();
      await schema?.drop();
    });

    it('loses no order and doubles none through two upstream kills and a gateway kill; prices come back within 5 s', async () => {
      const placed: Placed[] = [];
      const refused: string[] = [];
      let stopOrders = false;

      // One order every 100 ms, round robin over the traders; each keeps its key until answered.
      const place = async (trader: Trader): Promise<void> => {
        const key = randomUUID();
        const input = { code: 'BTCUSDT', direction: 'UP', amount: '10', period: 30, idempotencyKey: key };
        for (let attempt = 1; ; attempt += 1) {
          const answer = await buyOnce(gateway.url, trader, input);
          if (answer.kind === 'placed') {
            placed.push({ key, orderNo: answer.orderNo, userToken: trader.token });
            return;
          }
          if (answer.kind === 'refused') {
            refused.push(`${answer.reason} (${trader.address}, attempt ${attempt})`);
            return;
          }
          // Backs off as a real client would: an open circuit answers at once.
          await sleep(Math.min(100 * 2 ** attempt, 1_000));
        }
      };
      const inFlight: Promise<void>[] = [];
      const orders = (async () => {
        for (let n = 0; !stopOrders; n += 1) {
          inFlight.push(place(traders[n % TRADERS] as Trader));
          await sleep(100);
        }
      })();

      const ticks = subscribers(gateway.url, SUBSCRIBERS);
      try {
        await ticks.allTickedSince(performance.now(), 15_000);
        const backAfter: Record<string, number> = {};
        const restart = async (target: Service, label: string) => {
          await sleep(2_000);
          await target.kill();
          await sleep(1_500);
          await target.start();
          const listening = performance.now();
          backAfter[label] = await ticks.allTickedSince(listening, 30_000);
        };
        await restart(upstream, 'upstream, first kill');
        await restart(upstream, 'upstream, second kill');
        await restart(gateway, 'gateway kill');
        await sleep(2_000);
        stopOrders = true;
        await orders;
        await Promise.all(inFlight);

        // What this run saw, for the issue's note (not asserted beyond the bounds below).
        console.log(
          `faults: ${placed.length} orders placed; ticks back after ${Object.entries(backAfter)
            .map(([label, ms]) => `${label} ${Math.round(ms)} ms`)
            .join(', ')}`,
        );
        expect(refused.join('\n'), 'refusals').toBe('');
        for (const [label, ms] of Object.entries(backAfter))
          expect(ms, `ticks back after the ${label} (ms)`).toBeLessThan(TICKS_BACK_WITHIN_MS);
        expect(placed.length).toBeGreaterThan(50);

        const db = await openPgDb(schema.url);
        try {
          // Every order the client believes placed exists once, under its key, and no other exists.
          const rows = await db.query<{ order_no: string; key: string }>(
            `SELECT o.order_no, k.key FROM options_orders o JOIN idempotency_keys k ON k.order_id = o.id`,
          );
          const all = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM options_orders');
          expect(all[0]?.n).toBe(placed.length);
          expect(new Map(rows.map((row) => [row.key, row.order_no]))).toEqual(
            new Map(placed.map((order) => [order.key, order.orderNo])),
          );
          // Exactly one stake per order.
          const stakes = await db.query<{ reference: string; n: number }>(
            `SELECT reference, count(*)::int AS n FROM ledger_entries WHERE reason = 'options_stake' GROUP BY reference`,
          );
          expect(stakes.length).toBe(placed.length);
          expect(stakes.filter((stake) => stake.n !== 1)).toEqual([]);
          // No balance (nor held amount) differs from the sum of its entries.
          const drift = await db.query(
            `SELECT a.id FROM accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
              GROUP BY a.id
             HAVING a.balance_units <> coalesce(sum(e.amount_units), 0)
                 OR a.held_units <> coalesce(sum(e.held_units), 0)`,
          );
          expect(drift).toEqual([]);
        } finally {
          await db.close();
        }
      } catch (error) {
        throw new Error(
          `${(error as Error).message}\n${upstream.log().slice(-3_000)}\n${gateway.log().slice(-3_000)}`,
        );
      } finally {
        stopOrders = true;
        ticks.close();
      }
    }, 180_000);
  },
);

type BuyAnswer =
  | { kind: 'placed'; orderNo: string }
  | { kind: 'refused'; reason: string }
  | { kind: 'retry' };

async function buyOnce(url: string, trader: Trader, input: Record<string, unknown>): Promise<BuyAnswer> {
  try {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: trader.token,
        virtually: 'YES',
        'x-forwarded-for': trader.address,
      },
      body: JSON.stringify({ query: BUY, variables: { input } }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await response.json()) as {
      data?: {
        buyOptions?: { __typename: string; order?: { orderNo: string }; code?: string; message?: string };
      };
      errors?: { extensions?: { code?: string }; message: string }[];
    };
    const answer = body.data?.buyOptions;
    if (answer?.order) return { kind: 'placed', orderNo: answer.order.orderNo };
    const code = answer?.code ?? body.errors?.[0]?.extensions?.code ?? '';
    if (RETRY_CODES.has(code)) return { kind: 'retry' };
    return { kind: 'refused', reason: `${code}: ${answer?.message ?? body.errors?.[0]?.message}` };
  } catch {
    // The gateway is down or the connection broke: the order's fate is open, ask again.
    return { kind: 'retry' };
  }
}

/**
 * `count` marketTicks subscribers on their own sockets, each with graphql-ws's retry (forever,
 * backoff capped at 1 s). `allTickedSince(t)` waits until every one has had a tick after t.
 */
function subscribers(url: string, count: number) {
  const lastTick = new Array<number>(count).fill(0);
  const clients = Array.from({ length: count }, (_, n) => {
    const client = createClient({
      url: `${url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      retryWait: (retries) => sleep(Math.min(250 * 2 ** retries, 1_000) * (0.5 + Math.random() / 2)),
    });
    client.subscribe(
      { query: 'subscription { marketTicks(codes: ["BTCUSDT"]) { id nowPrice } }' },
      { next: () => (lastTick[n] = performance.now()), error: () => undefined, complete: () => undefined },
    );
    return client;
  });
  return {
    async allTickedSince(since: number, timeoutMs: number): Promise<number> {
      const deadline = since + timeoutMs;
      while (performance.now() < deadline) {
        if (lastTick.every((at) => at > since)) return Math.max(...lastTick) - since;
        await sleep(25);
      }
      throw new Error(`${lastTick.filter((at) => at <= since).length} of ${count} subscribers had no tick`);
    },
    close() {
      for (const client of clients) void client.dispose();
    },
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
