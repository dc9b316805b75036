import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PERSISTED_OPERATIONS_FILE } from '../config.ts';
import { type RunningGateway, startGateway } from '../index.ts';
import { loadPersistedOperations } from './use-persisted-operations.ts';

// A scripted upstream that counts the calls reaching it.
let fake: Server;
let gateway: RunningGateway;
let production: RunningGateway;
let calls: string[] = [];

beforeAll(async () => {
  fake = createServer((req, res) => {
    calls.push((req.url ?? '').split('?')[0] ?? '');
    const lists = ['getKValue', 'listContents', '/notice/list'];
    const result = lists.some((path) => req.url?.includes(path)) ? [] : { available: true };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 200, msg: '', result }));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const common = {
    upstreamUrl: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
    upstreamWsUrl: 'ws://127.0.0.1:1/none',
  };
  gateway = await startGateway(common);
  production = await startGateway({ ...common, production: true });
});
afterAll(async () => {
  await gateway.close();
  await production.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  calls = [];
});

async function ask(query: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return response.json();
}

/** The doc_id relay-compiler gave the web app's operation `name`. */
function docId(name: string): string {
  for (const [id, text] of loadPersistedOperations(DEFAULT_PERSISTED_OPERATIONS_FILE))
    if (new RegExp(`^query ${name}\\b`).test(text)) return id;
  throw new Error(`no persisted operation ${name}`);
}

async function askPersisted(name: string, variables: object) {
  const response = await fetch(`${production.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ doc_id: docId(name), variables }),
  });
  return response.json();
}

const KLINES = '{ klines(code: "BTCUSDT", interval: DAY) { time } }';

describe('the public response cache', () => {
  it('answers an identical anonymous public query once per second', async () => {
    await ask(KLINES);
    await ask(KLINES);
    expect(calls).toEqual(['/swx/customer/index/getKValueByCodeAndDate']);
  });

  it('answers a hit with the bytes of the first answer (no cache metadata in the body)', async () => {
    const text = async () => {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ klines(code: "DOTUSDT", interval: DAY) { time } }' }),
      });
      return { etag: response.headers.get('etag'), body: await response.text() };
    };
    const first = await text();
    const hit = await text();
    expect(calls).toHaveLength(1);
    expect(hit).toEqual(first);
    expect(first.body).toBe('{"data":{"klines":[]}}');
  });

  it('keeps languages apart', async () => {
    await ask(KLINES, { 'accept-language': 'ja' });
    await ask(KLINES, { 'accept-language': 'de' });
    expect(calls).toHaveLength(2);
  });

  it('never caches a request that carries a token', async () => {
    await ask(KLINES, { authorization: 'user-a' });
    await ask(KLINES, { authorization: 'user-a' });
    expect(calls).toHaveLength(2);
  });

  it('never caches answers that change with the data (username availability)', async () => {
    await ask('{ usernameAvailable(username: "fresh_name") }');
    await ask('{ usernameAvailable(username: "fresh_name") }');
    expect(calls).toHaveLength(2);
  });

  it('keeps persisted operations with the same variables apart (footer links, then notices)', async () => {
    expect(await askPersisted('ShellFooterQuery', { language: 'EN' })).toEqual({ data: { contents: [] } });
    expect(await askPersisted('NoticeRouteQuery', { language: 'EN' })).toEqual({ data: { notices: [] } });
  });

  it('never caches a query that mixes a public field with another', async () => {
    const mixed = '{ klines(code: "ETHUSDT", interval: DAY) { time } usernameAvailable(username: "x_name") }';
    await ask(mixed);
    await ask(mixed);
    expect(calls).toHaveLength(4);
  });
});
