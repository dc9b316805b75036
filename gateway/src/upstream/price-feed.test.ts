import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { PriceFeed } from './price-feed.ts';

const servers: WebSocketServer[] = [];
const feeds: PriceFeed[] = [];

afterEach(async () => {
  for (const feed of feeds.splice(0)) feed.close();
  for (const server of servers.splice(0)) {
    for (const client of server.clients) client.terminate();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A price websocket; `autoPong: false` makes it a frozen peer that holds the socket but never answers. */
async function priceServer(options: { autoPong: boolean }) {
  const server = new WebSocketServer({ port: 0, host: '127.0.0.1', autoPong: options.autoPong });
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

function startFeed(url: string, options: Partial<ConstructorParameters<typeof PriceFeed>[0]> = {}) {
  const feed = new PriceFeed({ url, heartbeatMs: 50, staleAfterMs: 200, ...options });
  feeds.push(feed);
  feed.start();
  return feed;
}

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('PriceFeed heartbeat', () => {
  it('reports a silent, frozen feed as stale and reopens it', async () => {
    const { server, url } = await priceServer({ autoPong: false });
    let accepted = 0;
    server.on('connection', () => {
      accepted += 1;
    });
    const feed = startFeed(url);
    await until(() => accepted >= 2);
    expect(feed.staleReopens).toBeGreaterThanOrEqual(1);
    expect(feed.connections).toBeGreaterThanOrEqual(2);
    // Reopened sockets are just as silent: health keeps saying stale, never connected.
    const seen = new Set<string>();
    for (let sample = 0; sample < 30; sample += 1) {
      seen.add(feed.status);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect([...seen]).toEqual(['stale']);
  });

  it('stays connected while pongs answer, even with no ticks', async () => {
    const { server, url } = await priceServer({ autoPong: true });
    let accepted = 0;
    server.on('connection', () => {
      accepted += 1;
    });
    const feed = startFeed(url);
    await until(() => feed.status === 'connected');
    await new Promise((resolve) => setTimeout(resolve, 600)); // three stale windows of silence
    expect(feed.status).toBe('connected');
    expect(accepted).toBe(1);
  });

  it('retries the first time at once, then resumes delivering ticks', async () => {
    const { server, url } = await priceServer({ autoPong: true });
    let accepted = 0;
    server.on('connection', (socket) => {
      accepted += 1;
      if (accepted === 1)
        socket.close(); // a blip right after connecting
      else socket.send(JSON.stringify([{ code: 'BTCUSDT', price: '100.00', zdf: '1.00' }]));
    });
    // A minute of backoff: only an immediate first retry can reconnect within the test.
    const feed = startFeed(url, { minDelayMs: 60_000, maxDelayMs: 60_000 });
    const ticks: string[] = [];
    feed.subscribe((batch) => ticks.push(...batch.map((tick) => tick.code)));
    await until(() => ticks.length > 0);
    expect(accepted).toBe(2);
    expect(feed.status).toBe('connected');
  });
});

describe('PriceFeed ticks under load', () => {
  it('sends a subscriber at most one batch per 100 ms, merged so every market keeps its newest price', async () => {
    const { server, url } = await priceServer({ autoPong: true });
    const feed = startFeed(url);
    await until(() => feed.connected);
    const [socket] = [...server.clients];
    const received: { at: number; ticks: { code: string; price: string }[] }[] = [];
    const iterator = feed.ticks();
    const reading = (async () => {
      for await (const ticks of iterator) received.push({ at: performance.now(), ticks: [...ticks] });
    })();
    // A burst: 40 batches 5 ms apart, each moving one of two markets.
    for (let n = 1; n <= 40; n += 1) {
      const code = n % 2 === 0 ? 'BTCUSDT' : 'ETHUSDT';
      socket?.send(JSON.stringify([{ code, price: `${n}.00`, zdf: '0.00' }]));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await until(() => received.at(-1)?.ticks.some((tick) => tick.price === '40.00') ?? false);
    await iterator.return?.();
    await reading;
    // 200+ ms of burst: a handful of messages, not 40, each at least 100 ms after the one before.
    expect(received.length).toBeLessThanOrEqual(5);
    for (let i = 1; i < received.length; i += 1)
      expect((received[i]?.at ?? 0) - (received[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(99);
    // Merged, not dropped: a batch carries both markets, and the newest of each price arrives.
    expect(received.some((batch) => batch.ticks.length === 2)).toBe(true);
    const latest: Record<string, string> = {};
    for (const batch of received) for (const tick of batch.ticks) latest[tick.code] = tick.price;
    expect(latest).toEqual({ BTCUSDT: '40.00', ETHUSDT: '39.00' });
  });
});
