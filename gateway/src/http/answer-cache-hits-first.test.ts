import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PERSISTED_OPERATIONS_FILE } from '../config.ts';
import { PublicResponseCache } from '../plugins/public-response-cache.ts';
import { RateLimits } from '../plugins/rate-limits.ts';
import { loadPersistedOperations, type PersistedOperations } from '../plugins/use-persisted-operations.ts';
import { unlimitedRateBudgets } from '../test-support/rate-budgets.ts';
import { AccountEventStreams } from '../upstream/account-events.ts';
import { UpstreamClient } from '../upstream/client.ts';
import { MarketSnapshot } from '../upstream/market-snapshot.ts';
import { PublicParameters } from '../upstream/parameters.ts';
import { PriceFeed } from '../upstream/price-feed.ts';
import { createGatewayYoga } from '../yoga.ts';
import { answerCacheHitsFirst } from './answer-cache-hits-first.ts';
import { ProofUrls } from './proof-urls.ts';

// Parity: for each request, the gateway's listener (cache hits answered before Yoga) and Yoga alone,
// over one Yoga and one response cache, answer the same bytes: status line, headers in order and
// spelling, body. Each case also says whether the hit path answered or handed the request to Yoga.

const ORIGIN = 'https://app.example.com';
const MAX_BODY = 128 * 1024;
const operations = loadPersistedOperations(DEFAULT_PERSISTED_OPERATIONS_FILE);

/** The doc_id relay-compiler gave the web app's operation `name`. */
function docId(name: string): string {
  for (const [id, text] of operations) if (new RegExp(`^(query|mutation) ${name}\\b`).test(text)) return id;
  throw new Error(`no persisted operation ${name}`);
}

// A scripted upstream: a content list with non-ASCII titles (so byte and character counts differ).
let fake: Server;
let upstream: UpstreamClient;

type Mode = 'development' | 'production' | 'no persisted operations';
type Pair = { viaHitPath: number; yogaOnly: number; deferred: () => number; close(): Promise<void> };
const pairs = new Map<Mode, Pair>();

beforeAll(async () => {
  fake = createServer((req, res) => {
    const url = req.url ?? '';
    const result = url.includes('listContents')
      ? [{ id: 7, title: 'Conditions générales — 利用規約', type: 1 }]
      : url.includes('getKValue') || url.includes('/notice/list')
        ? []
        : { available: true };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 200, msg: '', result }));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  upstream = new UpstreamClient({
    baseUrl: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
    timeoutMs: 5_000,
    connectTimeoutMs: 1_000,
  });
  pairs.set('development', await startPair(operations, true));
  pairs.set('production', await startPair(operations, false));
  pairs.set('no persisted operations', await startPair(null, true));
});
afterAll(async () => {
  for (const pair of pairs.values()) await pair.close();
  await upstream.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

/** One Yoga and one cache (entries live a minute here), served twice: with the hit path and without. */
async function startPair(persisted: PersistedOperations | null, allowArbitrary: boolean): Promise<Pair> {
  const feed = new PriceFeed({ url: 'ws://127.0.0.1:1/none' });
  const responseCache = new PublicResponseCache({ ttlMs: 60_000 });
  const yoga = createGatewayYoga({
    upstream,
    feed,
    markets: new MarketSnapshot(upstream),
    parameters: new PublicParameters(upstream),
    accountEvents: new AccountEventStreams(upstream),
    rateLimits: new RateLimits(unlimitedRateBudgets),
    proofUrls: new ProofUrls(),
    proofMaxBytes: 2 * 1024 * 1024,
    production: !allowArbitrary,
    allowArbitraryOperations: allowArbitrary,
    persistedOperations: persisted,
    trustProxy: () => false,
    corsOrigins: [ORIGIN],
    maxRequestBodyBytes: MAX_BODY,
    responseCache,
  });
  let deferred = 0;
  const listener = answerCacheHitsFirst(
    {
      cache: responseCache,
      persistedOperations: persisted,
      allowArbitraryOperations: allowArbitrary,
      corsOrigins: [ORIGIN],
      maxRequestBodyBytes: MAX_BODY,
    },
    (req: IncomingMessage, res: ServerResponse) => {
      deferred += 1;
      return yoga(req, res);
    },
  );
  const servers = [createServer(listener), createServer(yoga)];
  const ports: number[] = [];
  for (const server of servers) {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    ports.push((server.address() as AddressInfo).port);
  }
  return {
    viaHitPath: ports[0] ?? 0,
    yogaOnly: ports[1] ?? 0,
    deferred: () => deferred,
    async close() {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  };
}

type Raw = {
  method?: string;
  path?: string;
  version?: '1.0' | '1.1';
  headers?: [string, string][];
  body?: string | Buffer;
};

/** Sends a request byte for byte and returns the whole answer, bytes as sent (Date masked). */
function send(port: number, request: Raw): Promise<string> {
  const { method = 'POST', path = '/graphql', version = '1.1', headers = [], body } = request;
  const bytes = body === undefined ? Buffer.alloc(0) : Buffer.from(body);
  const framed = headers.some(([name]) =>
    ['content-length', 'transfer-encoding'].includes(name.toLowerCase()),
  );
  const lines = [`${method} ${path} HTTP/${version}`, ...headers.map(([n, v]) => `${n}: ${v}`)];
  if (version === '1.1' && !headers.some(([name]) => name === 'host')) lines.splice(1, 0, 'host: localhost');
  if (body !== undefined && !framed) lines.push(`content-length: ${bytes.byteLength}`);
  lines.push('connection: close');
  return new Promise((resolve, reject) => {
    // The socket stays open until the server closes it (`connection: close`): Node's server takes a
    // client's early FIN as the client going away, and answers it nothing.
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      socket.write(bytes);
    });
    const chunks: Buffer[] = [];
    const answer = () => Buffer.concat(chunks).toString('latin1');
    const done = () => resolve(answer().replace(/\r\nDate: [^\r]*\r\n/, '\r\nDate: (now)\r\n'));
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // Yoga's event stream says keep-alive over the client's close, so the server would hold the
      // socket for its keep-alive timeout (5 s a request): a chunked answer is whole at its last chunk.
      const sofar = answer();
      const head = sofar.split('\r\n\r\n', 1)[0] ?? '';
      if (/\r\ntransfer-encoding: chunked(\r\n|$)/i.test(head) && sofar.endsWith('\r\n0\r\n\r\n')) {
        socket.destroy();
        done();
      }
    });
    socket.on('end', done);
    socket.on('error', reject);
  });
}

const json = (payload: unknown, headers: [string, string][] = []): Raw => ({
  headers: [['content-type', 'application/json'], ...headers],
  body: JSON.stringify(payload),
});

const KLINES = { query: '{ klines(code: "BTCUSDT", interval: DAY) { time } }' };
const FOOTER = { doc_id: docId('ShellFooterQuery'), variables: { language: 'EN' } };
const LOGIN = {
  doc_id: docId('useLoginMutation'),
  variables: { input: { account: 'someone@example.com', password: 'not-the-password' } },
};

type Case = { name: string; request: Raw; answeredFirst: boolean; prime?: Raw; statusLineOnly?: boolean };

const development: Case[] = [
  { name: 'query text, no Origin', request: json(KLINES), answeredFirst: true },
  {
    name: 'an allowed Origin (CORS headers)',
    request: json(KLINES, [['origin', ORIGIN]]),
    answeredFirst: true,
  },
  {
    name: 'another Origin (no CORS headers)',
    request: json(KLINES, [['origin', 'https://evil.example.com']]),
    answeredFirst: true,
  },
  {
    name: 'a CORS preflight header on a POST',
    request: json(KLINES, [
      ['origin', ORIGIN],
      ['access-control-request-headers', 'x-custom'],
    ]),
    answeredFirst: false,
  },
  {
    name: 'Accept: application/graphql-response+json',
    request: json(KLINES, [['accept', 'application/graphql-response+json']]),
    answeredFirst: true,
  },
  {
    name: 'Accept: multipart/mixed, then JSON',
    request: json(KLINES, [['accept', 'multipart/mixed, application/json;q=0.9']]),
    answeredFirst: true,
  },
  {
    name: 'Accept: text/event-stream (Yoga streams it)',
    request: json(KLINES, [['accept', 'text/event-stream']]),
    answeredFirst: false,
  },
  {
    name: 'Accept: JSON in latin1 only (406)',
    request: json(KLINES, [['accept', 'application/json; charset=latin1']]),
    answeredFirst: false,
  },
  {
    name: 'Accept-Encoding: br, gzip (replies are not compressed)',
    request: json(KLINES, [['accept-encoding', 'br, gzip']]),
    answeredFirst: true,
  },
  {
    name: 'another language and account mode',
    request: json(KLINES, [
      ['accept-language', 'ja'],
      ['virtually', 'NO'],
    ]),
    answeredFirst: true,
  },
  {
    name: 'If-None-Match with the ETag (the plugin answers 304)',
    request: json(KLINES, [['if-none-match', PublicResponseCache.key(keyParts(KLINES.query, undefined))]]),
    answeredFirst: false,
  },
  {
    name: 'If-Modified-Since alone',
    request: json(KLINES, [['if-modified-since', 'Sat, 01 Jan 2000 00:00:00 GMT']]),
    answeredFirst: true,
  },
  { name: 'a token', request: json(KLINES, [['authorization', 'user-token']]), answeredFirst: false },
  {
    name: 'an empty Authorization header',
    request: json(KLINES, [['authorization', '']]),
    answeredFirst: true,
  },
  {
    name: 'Content-Type with a charset',
    request: { ...json(KLINES), headers: [['content-type', 'application/json; charset=utf-8']] },
    answeredFirst: true,
  },
  {
    name: 'a text/plain body (CSRF prevention: 403)',
    request: { headers: [['content-type', 'text/plain']], body: JSON.stringify(KLINES) },
    answeredFirst: false,
  },
  {
    name: 'a form-encoded body with the CSRF header',
    request: {
      headers: [
        ['content-type', 'application/x-www-form-urlencoded'],
        ['x-graphql-yoga-csrf', '1'],
      ],
      body: new URLSearchParams({ query: KLINES.query }).toString(),
    },
    answeredFirst: false,
  },
  {
    name: 'a GET with the CSRF header',
    request: {
      method: 'GET',
      path: `/graphql?${new URLSearchParams({ query: KLINES.query })}`,
      headers: [['x-graphql-yoga-csrf', '1']],
    },
    answeredFirst: false,
  },
  {
    // Yoga answers 500 with a stack trace, whose frames name the caller: only the status line is compared.
    name: 'a Host that makes no URL',
    request: json(KLINES, [['host', 'a b']]),
    answeredFirst: false,
    statusLineOnly: true,
  },
  { name: 'a Host with a port', request: json(KLINES, [['host', 'localhost:8080']]), answeredFirst: true },
  { name: 'no Host header (HTTP/1.0)', request: { ...json(KLINES), version: '1.0' }, answeredFirst: true },
  {
    name: 'a POST to /graphql?x=1',
    request: { ...json(KLINES), path: '/graphql?x=1' },
    answeredFirst: false,
  },
  { name: 'a persisted query by doc_id', request: json(FOOTER), answeredFirst: true },
  { name: 'a mutation by doc_id', request: json(LOGIN), answeredFirst: false },
  { name: 'an unknown doc_id', request: json({ doc_id: 'f'.repeat(64) }), answeredFirst: false },
  { name: 'an unexpected parameter (400)', request: json({ ...KLINES, extra: 1 }), answeredFirst: false },
  {
    name: 'variables that are not an object',
    request: json({ ...KLINES, variables: [] }),
    answeredFirst: false,
  },
  { name: 'a batch (400)', request: json([KLINES]), answeredFirst: false },
  {
    name: 'invalid JSON (400)',
    request: { headers: [['content-type', 'application/json']], body: '{"query":' },
    answeredFirst: false,
  },
  {
    name: 'operationName and extensions as null and {}',
    request: json({ ...KLINES, operationName: null, extensions: {} }),
    answeredFirst: true,
  },
  {
    name: 'a non-ASCII body',
    request: json({ query: '{ klines(code: "BTCUSDT", interval: DAY) { time } } # é' }),
    answeredFirst: false,
  },
  {
    name: 'a body past 4 KB (read by Yoga)',
    request: json({ ...KLINES, variables: { pad: 'x'.repeat(5_000) } }),
    answeredFirst: false,
  },
  {
    name: 'a body over the limit (413)',
    request: json({ ...KLINES, variables: { pad: 'x'.repeat(MAX_BODY) } }),
    answeredFirst: false,
  },
  {
    name: 'a chunked body',
    request: {
      headers: [
        ['content-type', 'application/json'],
        ['transfer-encoding', 'chunked'],
      ],
      body: `${JSON.stringify(KLINES).length.toString(16)}\r\n${JSON.stringify(KLINES)}\r\n0\r\n\r\n`,
    },
    answeredFirst: false,
  },
];

const production: Case[] = [
  { name: 'a persisted query by doc_id', request: json(FOOTER), answeredFirst: true },
  {
    name: 'the same operation as text (persisted only: 400, though the cache holds its answer)',
    prime: json(FOOTER),
    request: json({ query: operations.get(FOOTER.doc_id), variables: FOOTER.variables }),
    answeredFirst: false,
  },
  {
    name: 'a doc_id beside query text',
    prime: json(FOOTER),
    request: json({ ...FOOTER, query: operations.get(FOOTER.doc_id) }),
    answeredFirst: false,
  },
  {
    name: 'the doc_id in extensions',
    prime: json(FOOTER),
    request: json({ variables: FOOTER.variables, extensions: { doc_id: FOOTER.doc_id } }),
    answeredFirst: true,
  },
  {
    name: 'an allowed Origin, another language',
    request: json({ ...FOOTER, variables: { language: 'JA' } }, [
      ['origin', ORIGIN],
      ['accept-language', 'ja'],
    ]),
    answeredFirst: true,
  },
  { name: 'a token', request: json(FOOTER, [['authorization', 'user-token']]), answeredFirst: false },
  { name: 'a mutation by doc_id', request: json(LOGIN), answeredFirst: false },
];

const withoutPersisted: Case[] = [
  { name: 'query text', request: json(KLINES), answeredFirst: true },
  { name: 'a doc_id only (no query: 400)', prime: json(FOOTER), request: json(FOOTER), answeredFirst: false },
];

function keyParts(documentString: string, variableValues: unknown) {
  return { documentString, variableValues, operationName: undefined, acceptLanguage: null, virtually: null };
}

describe.each([
  ['development', development],
  ['production', production],
  ['no persisted operations', withoutPersisted],
] as const)('a cache hit answered before Yoga, %s mode', (mode, cases) => {
  it.each(cases)(
    '$name: Yoga’s bytes, or Yoga',
    async ({ request, answeredFirst, prime, statusLineOnly }) => {
      const pair = pairs.get(mode);
      if (!pair) throw new Error(`no servers for ${mode}`);
      await send(pair.yogaOnly, prime ?? request); // a miss fills the cache where Yoga caches the answer
      const fromYoga = await send(pair.yogaOnly, request);
      const before = pair.deferred();
      const fromGateway = await send(pair.viaHitPath, request);
      const compared = (answer: string) => (statusLineOnly ? answer.split('\r\n')[0] : answer);
      expect(compared(fromGateway)).toBe(compared(fromYoga));
      expect(pair.deferred() === before).toBe(answeredFirst);
    },
  );
});

describe('the hit path', () => {
  it('answers a hit with the cached bytes, CORS headers for an allowed Origin and a byte length', async () => {
    const pair = pairs.get('development');
    if (!pair) throw new Error('no servers');
    await send(pair.yogaOnly, json(FOOTER));
    const answer = await send(pair.viaHitPath, json(FOOTER, [['origin', ORIGIN]]));
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(head).toContain('\r\naccess-control-allow-origin: https://app.example.com\r\n');
    expect(head).toContain('\r\naccess-control-allow-credentials: true\r\n');
    const text = Buffer.from(body, 'latin1').toString('utf8');
    expect(JSON.parse(text)).toEqual({
      data: {
        contents: [
          {
            id: expect.any(String),
            contentId: 7,
            articleKey: null,
            title: 'Conditions générales — 利用規約',
            type: 'COMPANY',
          },
        ],
      },
    });
    expect(head).toContain(`\r\ncontent-length: ${Buffer.byteLength(text)}\r\n`);
  });
});
