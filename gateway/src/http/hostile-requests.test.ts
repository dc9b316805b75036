import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RunningGateway, startGateway } from '../index.ts';
import { unlimitedRateBudgets } from '../test-support/rate-budgets.ts';

// A scripted upstream that answers every call with an empty success, so only the gateway is tested.
let fake: Server;
let gateway: RunningGateway;
let upstreamCalls = 0;

beforeAll(async () => {
  fake = createServer((_req, res) => {
    upstreamCalls += 1;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 200, msg: '', result: [] }));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>app</title>');
  gateway = await startGateway({
    upstreamUrl: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
    upstreamWsUrl: 'ws://127.0.0.1:1/none',
    rateBudgets: unlimitedRateBudgets,
    webDist,
    corsOrigins: ['https://app.example.com'],
  });
});
afterAll(async () => {
  await gateway.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

/** Sends a request line byte for byte: fetch() would re-encode a malformed URL before sending it. */
function rawGet(path: string, host = 'localhost'): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(gateway.port, '127.0.0.1', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nhost: ${host}\r\nconnection: close\r\n\r\n`);
    });
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

async function healthy(): Promise<boolean> {
  const response = await fetch(`${gateway.url}/healthz`);
  return response.ok && ((await response.json()) as { ok: boolean }).ok;
}

type GraphQLAnswer = {
  status: number;
  body: { data?: unknown; errors?: { extensions?: Record<string, unknown> }[] };
};

async function post(body: string, headers: Record<string, string> = {}): Promise<GraphQLAnswer> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, body: (await response.json()) as GraphQLAnswer['body'] };
}

const query = (text: string) => post(JSON.stringify({ query: text }));

describe('no request stops the gateway', () => {
  it.each(['/%', '/%ff', '/%C0%AF', '/markets/%zz', '/assets/%E0%A4%A', '/graphql/%', '/a%00b'])(
    'answers 400 to GET %s and keeps serving',
    async (path) => {
      expect(await rawGet(path)).toMatch(/^HTTP\/1\.1 400 /);
      expect(await healthy()).toBe(true);
    },
  );

  it.each(['a b', 'exa mple.com', '[::1', 'localhost:99999'])(
    'answers a plain 400 to a Host header that is not a host (%s), with no stack trace',
    async (host) => {
      for (const path of ['/graphql?query=%7B__typename%7D', '/market']) {
        const answer = await rawGet(path, host);
        expect(answer).toMatch(/^HTTP\/1\.1 400 /);
        expect(answer).not.toMatch(/ at |node_modules|TypeError/);
      }
      expect(await healthy()).toBe(true);
    },
  );

  it('keeps serving after a websocket sends garbage and an unparsable query', async () => {
    const socket = new WebSocket(`${gateway.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send('not json at all');
    await new Promise((resolve) => socket.once('close', resolve));
    const client = createClient({
      url: `${gateway.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
    });
    const failure = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: '{ a a a' },
        { next: () => undefined, error: resolve, complete: () => resolve(null) },
      );
    });
    await client.dispose();
    expect(JSON.stringify(failure)).toMatch(/Syntax Error/);
    expect(await healthy()).toBe(true);
  });
});

describe('hostile queries stop before they cost anything', () => {
  it('refuses ten million tokens by the body limit (413), never parsing them', async () => {
    const huge = `{ ${'a '.repeat(10_000_000)}}`;
    const { status, body } = await query(huge);
    expect(status).toBe(413);
    expect(body.errors?.[0]?.extensions?.code).toBe('REQUEST_ENTITY_TOO_LARGE');
    expect(await healthy()).toBe(true);
  });

  it('refuses a document over the token limit with QUERY_LIMIT_EXCEEDED (tokens)', async () => {
    const { status, body } = await query(`{ ${'a '.repeat(20_000)}}`);
    expect(status).toBeLessThan(500);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_LIMIT_EXCEEDED', limit: 'tokens' });
  });

  it('applies the token limit on the websocket too', async () => {
    const client = createClient({
      url: `${gateway.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
    });
    const failure = await new Promise<unknown>((resolve) => {
      client.subscribe(
        { query: `subscription { ${'a '.repeat(20_000)}}` },
        { next: resolve, error: resolve, complete: () => resolve(null) },
      );
    });
    await client.dispose();
    expect(JSON.stringify(failure)).toContain('QUERY_LIMIT_EXCEEDED');
  });

  it('refuses depth 5,000 with a typed error, not HTTP 500', async () => {
    const deep = `${'{ a '.repeat(5_000)}${'}'.repeat(5_000)}`;
    const { status, body } = await query(deep);
    expect(status).toBeLessThan(500);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_LIMIT_EXCEEDED' });
  });

  it('refuses a depth of 16, past the limit of 14, with QUERY_LIMIT_EXCEEDED (depth)', async () => {
    const deep = `{ viewer ${'{ optionsOrders { edges { node '.repeat(5)}{ id }${' } } }'.repeat(5)} }`;
    const { body } = await query(deep);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_LIMIT_EXCEEDED', limit: 'depth' });
  });

  it('refuses 2,000 aliases of klines without calling the upstream', async () => {
    const before = upstreamCalls;
    const aliases = Array.from(
      { length: 2_000 },
      (_, i) => `k${i}: klines(code: "BTCUSDT", interval: DAY) { time }`,
    );
    const { body } = await query(`{ ${aliases.join(' ')} }`);
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_LIMIT_EXCEEDED' });
    expect(upstreamCalls).toBe(before);
  });

  it('refuses 31 aliases with QUERY_LIMIT_EXCEEDED (aliases)', async () => {
    const aliases = Array.from({ length: 31 }, (_, i) => `m${i}: optionPeriods { period }`);
    const { body } = await query(`{ ${aliases.join(' ')} }`);
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'QUERY_LIMIT_EXCEEDED',
      limit: 'aliases',
      max: 30,
    });
  });

  it('refuses two credential checks in one request (aliased login)', async () => {
    const before = upstreamCalls;
    const login = (alias: string, password: string) =>
      `${alias}: login(input: { account: "owner", password: "${password}" }) { __typename }`;
    const { body } = await query(`mutation { ${login('a', 'guess1')} ${login('b', 'guess2')} }`);
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'QUERY_LIMIT_EXCEEDED',
      limit: 'credentialFields',
    });
    expect(upstreamCalls).toBe(before);
  });

  it('refuses a credential check hidden in a fragment beside another', async () => {
    const { body } =
      await query(`mutation { login(input: { account: "o", password: "p" }) { __typename } ...F }
      fragment F on Mutation { r: resetPassword(input: { email: "a@b.co", code: "1", newPassword: "x" }) { __typename } }`);
    expect(body.errors?.[0]?.extensions).toMatchObject({ limit: 'credentialFields' });
  });
});

describe('CORS', () => {
  it('does not grant a foreign origin credentialed access', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('grants a configured origin', async () => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: 'https://app.example.com', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
  });
});
