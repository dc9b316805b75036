import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningGateway, startGateway } from '../index.ts';
import { optionsOrderAnswer } from '../test-support/options-order.ts';
import { unlimitedRateBudgets } from '../test-support/rate-budgets.ts';

// A scripted upstream: each path answers what the test set for it; anything else is a plain success.
type Script = (req: IncomingMessage, res: ServerResponse, body: string) => void;
const scripts = new Map<string, Script>();
const seen: { path: string; headers: IncomingMessage['headers'] }[] = [];
let fake: Server;
let gateway: RunningGateway;

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Script => {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
};
/** Reads the request, then drops the connection: the upstream acted, its answer never arrives. */
const dropAfterReading: Script = (_req, res) => res.socket?.destroy();

const order = optionsOrderAnswer();

beforeAll(async () => {
  fake = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]?.replace('/swx/customer', '') ?? '';
      seen.push({ path, headers: req.headers });
      const script = scripts.get(path) ?? json(200, { code: 200, msg: '', result: null });
      script(req, res, body);
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  gateway = await startGateway({
    upstreamUrl: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
    upstreamWsUrl: 'ws://127.0.0.1:1/none',
    rateBudgets: unlimitedRateBudgets,
    upstreamTimeoutMs: 2_000,
  });
});
afterAll(async () => {
  await gateway.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  scripts.clear();
  seen.length = 0;
});

type Result = {
  data?: Record<string, Record<string, unknown> | null> | null;
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
};

async function gql(query: string, variables: Record<string, unknown> = {}): Promise<Result> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'token-1' },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Result;
}

const BUY = `mutation Buy($key: String!) {
  buyOptions(input: { code: "BTCUSDT", direction: UP, amount: "10", period: 60, idempotencyKey: $key }) {
    __typename
    ... on BuyOptionsPayload { order { orderNo status } account { balance } }
    ... on Error { code message }
    ... on InputError { field }
    ... on ServiceError { delivery retryAfterSeconds upstreamStatus }
  }
}`;

describe('a money mutation reports the money outcome', () => {
  it('reports the placed order when the balance read after it fails', async () => {
    scripts.set('/order/buyOptions', json(200, { code: 200, msg: '', result: order, notice: 20004 }));
    scripts.set('/user/getUserInfo', dropAfterReading);
    const { data, errors } = await gql(BUY, { key: 'order-1' });
    expect(data?.buyOptions).toMatchObject({
      __typename: 'BuyOptionsPayload',
      order: { orderNo: 'O-7', status: 'OPEN' },
      account: null,
    });
    expect(errors?.[0]).toMatchObject({ path: ['buyOptions', 'account'] });
  });

  it('says OUTCOME_UNKNOWN, not UPSTREAM_UNAVAILABLE, when the answer to a sent order is lost', async () => {
    scripts.set('/order/buyOptions', dropAfterReading);
    const { data } = await gql(BUY, { key: 'order-2' });
    expect(data?.buyOptions).toMatchObject({
      __typename: 'ServiceError',
      code: 'OUTCOME_UNKNOWN',
      delivery: 'OUTCOME_UNKNOWN',
    });
    expect(seen.map((call) => call.path)).toEqual(['/order/buyOptions']);
  });

  it('says UPSTREAM_UNAVAILABLE with delivery NOT_SENT when the upstream cannot be reached', async () => {
    const dead = await startGateway({
      upstreamUrl: 'http://127.0.0.1:9',
      upstreamWsUrl: 'ws://127.0.0.1:9/ws',
    });
    try {
      const response = await fetch(`${dead.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: BUY, variables: { key: 'order-3' } }),
      });
      const { data } = (await response.json()) as Result;
      expect(data?.buyOptions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', delivery: 'NOT_SENT' });
    } finally {
      await dead.close();
    }
  });
});

describe('idempotency keys are required and validated before anything is sent', () => {
  const badKeys = {
    'Cyrillic and Arabic letters': 'ключ-مفتاح',
    emoji: '🔑'.repeat(32),
    'a NUL byte': 'key\u0000one',
    'whitespace only': '  ',
    'an empty string': '',
    '100,000 characters': 'k'.repeat(100_000),
  };
  it.each(Object.entries(badKeys))(
    'answers InputError INPUT_INVALID on idempotencyKey for %s',
    async (_, key) => {
      scripts.set('/order/buyOptions', json(200, { code: 200, msg: '', result: order }));
      const { data } = await gql(BUY, { key });
      expect(data?.buyOptions).toMatchObject({
        __typename: 'InputError',
        code: 'INPUT_INVALID',
        field: 'idempotencyKey',
      });
      expect(seen).toEqual([]);
    },
  );

  it('refuses an order without a key at validation', async () => {
    const { errors } = await gql(
      'mutation { buyOptions(input: { code: "BTCUSDT", direction: UP, amount: "10", period: 60 }) { __typename } }',
    );
    expect(errors?.[0]?.message).toMatch(/idempotencyKey/);
    expect(seen).toEqual([]);
  });

  it('sends a valid key as the Idempotency-Key header', async () => {
    scripts.set('/order/buyOptions', json(200, { code: 200, msg: '', result: order }));
    await gql(BUY, { key: 'a-Valid_key~255' });
    expect(seen[0]?.headers['idempotency-key']).toBe('a-Valid_key~255');
  });
});

describe('answers outside the envelope become typed errors', () => {
  it('maps a throttled answer (429) to RATE_LIMITED with its retry delay', async () => {
    scripts.set(
      '/order/buyOptions',
      json(429, { code: 429, msg: 'slow down', result: { retryAfterSeconds: 12 } }, { 'retry-after': '12' }),
    );
    const { data } = await gql(BUY, { key: 'order-4' });
    expect(data?.buyOptions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 12 });
  });

  it('maps an HTTP status without an envelope to UPSTREAM_HTTP_ERROR naming the status', async () => {
    scripts.set('/order/buyOptions', (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    });
    const { data } = await gql(BUY, { key: 'order-5' });
    expect(data?.buyOptions).toMatchObject({ code: 'UPSTREAM_HTTP_ERROR', upstreamStatus: 502 });
    expect(data?.buyOptions?.message).toContain('502');
  });

  it('maps a bare 431 (headers too large) to an input error, not UNKNOWN', async () => {
    scripts.set('/index/getMarketInfo/BTCUSDT', (_req, res) => {
      res.writeHead(431, { 'content-type': 'text/plain' });
      res.end('Request Header Fields Too Large');
    });
    const { errors } = await gql('{ market(code: "BTCUSDT") { code } }');
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'INPUT_INVALID' });
  });

  it('maps a code-400 envelope without a known reason to INPUT_INVALID with its field', async () => {
    scripts.set(
      '/order/buyOptions',
      json(200, { code: 400, msg: 'too long', result: { reason: 'INPUT_INVALID', field: 'code' } }),
    );
    const { data } = await gql(BUY, { key: 'order-6' });
    expect(data?.buyOptions).toMatchObject({
      __typename: 'InputError',
      code: 'INPUT_INVALID',
      field: 'code',
    });
  });

  it('answers UPSTREAM_MALFORMED, naming the field, when a success result breaks the contract', async () => {
    scripts.set(
      '/order/buyOptions',
      json(200, { code: 200, msg: '', result: { ...order, amount: 10.5 }, notice: 20004 }),
    );
    const { data } = await gql(BUY, { key: 'order-7' });
    expect(data?.buyOptions).toMatchObject({ __typename: 'ServiceError', code: 'UPSTREAM_MALFORMED' });
    expect(data?.buyOptions?.message).toContain('amount');
  });

  it('forwards the client address as X-Forwarded-For', async () => {
    await gql('{ usernameAvailable(username: "someone") }');
    expect(seen[0]?.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1/);
  });
});

describe('reads are retried, writes are not', () => {
  const AVAILABLE = 'query { usernameAvailable(username: "someone") }';

  it('retries a read once when its connection breaks, and answers from the second try', async () => {
    let tries = 0;
    scripts.set('/login/checkUserNameOrPhone', (req, res, body) => {
      tries += 1;
      if (tries === 1) return dropAfterReading(req, res, body);
      json(200, { code: 200, msg: '', result: { available: true } })(req, res, body);
    });
    const { data, errors } = await gql(AVAILABLE);
    expect(errors).toBeUndefined();
    expect(data?.usernameAvailable).toBe(true);
    expect(seen.map((call) => call.path)).toEqual([
      '/login/checkUserNameOrPhone',
      '/login/checkUserNameOrPhone',
    ]);
  });

  it('gives up on a read after the second try, and never repeats a write', async () => {
    scripts.set('/login/checkUserNameOrPhone', dropAfterReading);
    const { errors } = await gql(AVAILABLE);
    expect(errors?.[0]?.extensions?.code).toBe('OUTCOME_UNKNOWN');
    expect(seen).toHaveLength(2);
    seen.length = 0;
    scripts.set('/order/buyOptions', dropAfterReading);
    await gql(BUY, { key: 'order-retry' });
    expect(seen.map((call) => call.path)).toEqual(['/order/buyOptions']);
  });
});

describe('a client that goes away', () => {
  /** Holds the upstream's answer for `holdMs`; says when the call arrived and how its connection ended. */
  function held(holdMs: number, result: unknown) {
    const call = { arrived: false, cutOff: false, answered: false };
    const script: Script = (_req, res) => {
      call.arrived = true;
      res.once('close', () => {
        if (!res.writableFinished) call.cutOff = true;
      });
      setTimeout(() => {
        if (res.destroyed) return;
        json(200, { code: 200, msg: '', result })(_req, res, '');
        call.answered = true;
      }, holdMs);
    };
    return { call, script };
  }

  /** Sends the operation and drops the connection once the upstream has the call. */
  async function sendAndLeave(call: { arrived: boolean }, query: string, variables: object = {}) {
    const leave = new AbortController();
    const sent = fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'token-1' },
      body: JSON.stringify({ query, variables }),
      signal: leave.signal,
    }).catch(() => undefined);
    await expect.poll(() => call.arrived, { timeout: 2_000 }).toBe(true);
    leave.abort();
    await sent;
  }

  it('cancels the reads made for it: the upstream sees the call dropped, not answered', async () => {
    const { call, script } = held(1_500, { available: true });
    scripts.set('/login/checkUserNameOrPhone', script);
    await sendAndLeave(call, 'query { usernameAvailable(username: "someone") }');
    await expect.poll(() => call.cutOff, { timeout: 1_000 }).toBe(true);
    expect(call.answered).toBe(false);
    // Not retried either: the read was given up, not lost.
    expect(seen.map((c) => c.path)).toEqual(['/login/checkUserNameOrPhone']);
  });

  it('lets a write it started run to its end, so a retry with the same key finds it done', async () => {
    const { call, script } = held(300, order);
    scripts.set('/order/buyOptions', script);
    await sendAndLeave(call, BUY, { key: 'order-left' });
    await expect.poll(() => call.answered, { timeout: 2_000 }).toBe(true);
    expect(call.cutOff).toBe(false);
  });

  it('still answers a client that stays, with the same slow read', async () => {
    const { script } = held(200, { available: true });
    scripts.set('/login/checkUserNameOrPhone', script);
    const { data } = await gql('query { usernameAvailable(username: "someone") }');
    expect(data?.usernameAvailable).toBe(true);
  });
});
