import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import { PriceFeed } from './price-feed.ts';

const servers: WebSocketServer[] = [];
const feeds: PriceFeed[] = [];

afterEach(async () => {
  vi.useRealTimers();
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

/** Counts the feed's pings per connection, in the order the server accepted them. */
function countPings(server: WebSocketServer): number[] {
  const pings: number[] = [];
  server.on('connection', (socket: WebSocket) => {
    const index = pings.push(0) - 1;
    socket.on('ping', () => {
      pings[index] = (pings[index] ?? 0) + 1;
    });
  });
  return pings;
}

function startFeed(url: string, options: Partial<ConstructorParameters<typeof PriceFeed>[0]> = {}) {
  const feed = new PriceFeed({ url, heartbeatMs: 50, staleAfterMs: 200, ...options });
  feeds.push(feed);
  feed.start();
  return feed;
}

// Taken before any test fakes the clock. expect.poll would not do: under fake timers it moves the
// fake clock itself on every try, which is the clock these tests move by hand.
const realSetTimeout = globalThis.setTimeout;
const realNow = performance.now.bind(performance);

/** Waits for something the sockets do (real I/O), on the real clock. */
async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = realNow() + timeoutMs;
  while (!condition()) {
    if (realNow() > deadline) throw new Error('condition not reached');
    await new Promise((resolve) => realSetTimeout(resolve, 2));
  }
}

// The heartbeat's clock (its interval and Date) is fake: a stale window passes when the test moves
// it, and the pings and pongs in between are real socket traffic the test waits for.
describe('PriceFeed heartbeat', () => {
  it('reports a silent, frozen feed as stale and reopens it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { server, url } = await priceServer({ autoPong: false });
    const pings = countPings(server);
    const feed = startFeed(url);
    // The first ping goes out when the socket opens.
    await until(() => pings[0] === 1);
    expect(feed.status).toBe('connected');
    // One stale window of silence: the heartbeat tears the socket down, and it is reopened at once.
    await vi.advanceTimersByTimeAsync(200);
    await until(() => pings[1] === 1);
    expect(feed.staleReopens).toBe(1);
    expect(feed.connections).toBe(2);
    // The reopened socket is just as silent: open (it has pinged) but stale, never connected.
    expect(feed.status).toBe('stale');
    await vi.advanceTimersByTimeAsync(200);
    await until(() => pings[2] === 1);
    expect(feed.staleReopens).toBe(2);
    expect(feed.status).toBe('stale');
  });

  it('stays connected while pongs answer, even with no ticks', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { server, url } = await priceServer({ autoPong: true });
    const pings = countPings(server);
    const feed = startFeed(url);
    await until(() => feed.status === 'connected' && pings[0] === 1);
    // Three stale windows without a tick, one heartbeat at a time: each ping is answered and heard.
    for (let beat = 2; beat <= 13; beat += 1) {
      await vi.advanceTimersByTimeAsync(50);
      await until(() => pings[0] === beat && feed.silentForMs === 0);
    }
    expect(feed.status).toBe('connected');
    expect(pings).toHaveLength(1);
    expect(feed.staleReopens).toBe(0);
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
    // The pacing clock (setTimeout, performance.now) is fake from here: the burst lasts 200 ms
    // however busy the machine is, and the gaps between batches are measured exactly.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    let heard = 0;
    feed.subscribe(() => {
      heard += 1;
    });
    const received: { at: number; ticks: { code: string; price: string }[] }[] = [];
    const iterator = feed.ticks();
    const reading = (async () => {
      for await (const ticks of iterator) received.push({ at: performance.now(), ticks: [...ticks] });
    })();
    // A burst: 40 batches 5 ms apart, each moving one of two markets.
    for (let n = 1; n <= 40; n += 1) {
      const code = n % 2 === 0 ? 'BTCUSDT' : 'ETHUSDT';
      socket?.send(JSON.stringify([{ code, price: `${n}.00`, zdf: '0.00' }]));
      await until(() => heard === n);
      await vi.advanceTimersByTimeAsync(5);
    }
    await vi.advanceTimersByTimeAsync(100);
    await until(() => received.at(-1)?.ticks.some((tick) => tick.price === '40.00') ?? false);
    await iterator.return?.();
    await reading;
    // 200 ms of burst: a handful of messages, not 40, each at least 100 ms after the one before.
    expect(received.length).toBeLessThanOrEqual(4);
    for (let i = 1; i < received.length; i += 1)
      expect((received[i]?.at ?? 0) - (received[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(100);
    // Merged, not dropped: a batch carries both markets, and the newest of each price arrives.
    expect(received.some((batch) => batch.ticks.length === 2)).toBe(true);
    const latest: Record<string, string> = {};
    for (const batch of received) for (const tick of batch.ticks) latest[tick.code] = tick.price;
    expect(latest).toEqual({ BTCUSDT: '40.00', ETHUSDT: '39.00' });
  });
});
