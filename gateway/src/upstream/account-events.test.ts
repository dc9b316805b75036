import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { optionsOrderAnswer } from '../test-support/options-order.ts';
import { AccountEventStreams, type AccountStreamEvent } from './account-events.ts';
import { UpstreamClient, type UpstreamFailure, UpstreamUnauthorized } from './client.ts';

type Handler = (res: ServerResponse, attempt: number) => void;

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A stand-in upstream whose GET /swx/customer/user/events answers with `handler`, counting attempts. */
async function upstreamWith(handler: Handler) {
  let attempts = 0;
  const server = createServer((req, res) => {
    if (req.url !== '/swx/customer/user/events') return res.writeHead(404).end();
    attempts += 1;
    handler(res, attempts);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const client = new UpstreamClient({ baseUrl: url, timeoutMs: 5_000, connectTimeoutMs: 1_000 });
  const streams = new AccountEventStreams(client, { minDelayMs: 5, maxDelayMs: 10, maxFailures: 3 });
  closers.push(async () => {
    streams.close();
    await client.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { streams, attempts: () => attempts };
}

const stream = (res: ServerResponse, body: string) => {
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.write(body);
};

/** Watches until the stream fails, gathering the events heard before. */
function watchUntilFailure(streams: AccountEventStreams) {
  const heard: AccountStreamEvent['type'][] = [];
  const failure = new Promise<UpstreamFailure | UpstreamUnauthorized>((resolve) => {
    streams.watch(
      { authorization: 'token', virtually: 'YES', acceptLanguage: null },
      { event: (event) => heard.push(event.type), fail: resolve },
    );
  });
  return { heard, failure };
}

const order = optionsOrderAnswer({
  id: 1,
  orderNo: 'OP2026010700000001',
  limitTime: 30,
  payoutRate: '0.80',
  openPrice: '1.00',
  openTime: 0,
  expiresAt: 30_000,
  closePrice: '2.00',
  closeTime: 30_000,
  status: 'closed',
  result: 'win',
  closeReason: 'expiry',
  profit: '8.00',
  createdAt: 0,
});

describe('AccountEventStreams', () => {
  it('says ready on every (re)connect and passes settled orders on, skipping event names it does not know', async () => {
    const { streams } = await upstreamWith((res, attempt) => {
      if (attempt === 1) {
        stream(res, 'event: ready\ndata: {}\n\n');
        res.end(
          `event: depositReviewed\ndata: {}\n\nevent: optionsOrderSettled\ndata: ${JSON.stringify({ order })}\n\n`,
        );
      } else {
        stream(res, 'event: ready\ndata: {}\n\n');
      }
    });
    const heard: AccountStreamEvent[] = [];
    const second = new Promise<void>((resolve) => {
      streams.watch(
        { authorization: 'token', virtually: 'YES', acceptLanguage: null },
        {
          event: (event) => {
            heard.push(event);
            if (heard.filter((e) => e.type === 'ready').length === 2) resolve();
          },
          fail: () => undefined,
        },
      );
    });
    await second;
    expect(heard).toEqual([{ type: 'ready' }, { type: 'optionsOrderSettled', order }, { type: 'ready' }]);
    expect(streams.streamCount).toBe(1);
  });

  it('tells the watchers UNAUTHENTICATED when the upstream answers 401', async () => {
    const { streams } = await upstreamWith((res) =>
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"code":401,"msg":"","result":null}'),
    );
    const { failure } = watchUntilFailure(streams);
    expect(await failure).toBeInstanceOf(UpstreamUnauthorized);
    expect(streams.streamCount).toBe(0);
  });

  it('gives up with UPSTREAM_UNAVAILABLE after its failures in a row', async () => {
    const { streams, attempts } = await upstreamWith((res) => res.destroy());
    const { failure } = watchUntilFailure(streams);
    expect(((await failure) as UpstreamFailure).error.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(attempts()).toBe(3);
  });

  it('fails on an event outside the contract rather than dropping it silently', async () => {
    const { streams } = await upstreamWith((res) =>
      stream(res, 'event: ready\ndata: {}\n\nevent: optionsOrderSettled\ndata: {"order":{"id":"x"}}\n\n'),
    );
    const { heard, failure } = watchUntilFailure(streams);
    expect(((await failure) as UpstreamFailure).error.code).toBe('UPSTREAM_MALFORMED');
    expect(heard).toEqual(['ready']);
  });

  it('passes a refusal in the envelope (429) on at once with its typed error', async () => {
    const { streams, attempts } = await upstreamWith((res) =>
      res
        .writeHead(429, { 'content-type': 'application/json', 'retry-after': '5' })
        .end('{"code":429,"msg":"","result":{"retryAfterSeconds":5}}'),
    );
    const { failure } = watchUntilFailure(streams);
    expect(((await failure) as UpstreamFailure).error.code).toBe('RATE_LIMITED');
    expect(attempts()).toBe(1);
  });
});
