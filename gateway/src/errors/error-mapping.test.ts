import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGateway, startGateway } from '../index.ts';
import { unlimitedRateBudgets } from '../test-support/rate-budgets.ts';
import { ERROR_CATALOGUE } from './catalogue.ts';

// A scripted upstream: each test sets what the next call answers (status + body, or silence).
let reply: { status: number; body: unknown } | 'hang' = {
  status: 200,
  body: { code: 200, msg: '', result: null },
};
let fake: Server;
let gateway: RunningGateway;

beforeAll(async () => {
  fake = createServer((_req, res) => {
    if (reply === 'hang') return; // never answers: the gateway's timeout must fire
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  gateway = await startGateway({
    upstreamUrl: url,
    upstreamWsUrl: 'ws://127.0.0.1:1/none',
    rateBudgets: unlimitedRateBudgets,
    upstreamTimeoutMs: 300,
  });
});
afterAll(async () => {
  await gateway.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

async function gql(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as {
    data?: Record<string, { __typename: string; code: string; field?: string | null } | null>;
    errors?: { extensions?: { code?: string } }[];
  };
}

const SEND_CODE = `mutation { sendCode(input: { email: "a@b.co", purpose: REGISTER }) {
  __typename ... on Error { code message } ... on InputError { field } } }`;

describe('upstream answers become typed GraphQL results', () => {
  it.each(ERROR_CATALOGUE.map((entry) => [entry.number, entry.name, entry.kind] as const))(
    'maps catalogue code %i to %s as a %s',
    async (number, name, kind) => {
      reply = { status: 200, body: { code: number, msg: 'text from upstream', result: null } };
      const { data } = await gql(SEND_CODE);
      expect(data?.sendCode).toMatchObject({ __typename: kind, code: name });
    },
  );

  it('maps a code outside the catalogue to ServiceError UNKNOWN', async () => {
    reply = { status: 200, body: { code: 12345, msg: 'odd', result: null } };
    expect((await gql(SEND_CODE)).data?.sendCode).toMatchObject({
      __typename: 'ServiceError',
      code: 'UNKNOWN',
    });
  });

  it('turns HTTP 401 and envelope code 401 into UNAUTHENTICATED', async () => {
    for (const answer of [
      { status: 401, body: { code: 401, msg: 'expired', result: null } },
      { status: 200, body: { code: 401, msg: 'expired', result: null } },
    ]) {
      reply = answer;
      const { errors } = await gql('{ viewer { userName } }', { authorization: 'stale' });
      expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('gives a query error the catalogue name in extensions.code', async () => {
    // (10014 for klines means a code no market has, which klines answers with no candles.)
    reply = { status: 200, body: { code: 10017, msg: 'period not found', result: null } };
    const { errors } = await gql('{ klines(code: "X", interval: DAY) { time } }');
    expect(errors?.[0]?.extensions?.code).toBe('PERIOD_NOT_FOUND');
  });

  it('answers TIMEOUT when the upstream does not reply within the configured timeout', async () => {
    reply = 'hang';
    const { data } = await gql(SEND_CODE);
    expect(data?.sendCode).toMatchObject({ __typename: 'ServiceError', code: 'TIMEOUT' });
    const query = await gql('{ markets(type: CRYPTO) { code } }');
    expect(query.errors?.[0]?.extensions?.code).toBe('TIMEOUT');
  });
});

describe('a dead upstream', () => {
  it('answers UPSTREAM_UNAVAILABLE at once instead of hanging', async () => {
    // Port 9 on loopback: nothing listens, so the connection is refused immediately.
    const dead = await startGateway({
      upstreamUrl: 'http://127.0.0.1:9',
      upstreamWsUrl: 'ws://127.0.0.1:9/ws',
    });
    try {
      const started = Date.now();
      const response = await fetch(`${dead.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `{ markets(type: CRYPTO) { code } } ` }),
      });
      const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
      expect(body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      // Far below the 90 s call timeout: a refused connection must not wait for it.
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await dead.close();
    }
  });
});

describe('validation answers without a catalogue code (envelope code 400)', () => {
  it('maps a known reason to an InputError naming the field', async () => {
    reply = {
      status: 200,
      body: {
        code: 400,
        msg: 'stop loss unreasonable',
        result: { reason: 'PRICES_UNREASONABLE', field: 'stopLoss' },
      },
    };
    const { data } =
      await gql(`mutation { buyOptions(input: { code: "BTCUSDT", direction: UP, amount: "10", period: 60, stopLoss: "1", idempotencyKey: "k-1" }) {
      __typename ... on Error { code } ... on InputError { field } } }`);
    expect(data?.buyOptions).toEqual({
      __typename: 'InputError',
      code: 'PRICES_UNREASONABLE',
      field: 'stopLoss',
    });
  });
});
