import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { socketRetryPolicy } from '@swx/contract/socket-retry';
import { type Client, createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RunningGateway, startGateway } from '../index.ts';

// A subscriber across a gateway restart (a client on graphql-ws's defaults once did not come
// back after a 2 s restart). The gateway closes its sockets with 1001 (going away), which every
// client retries; what decides is the client's policy for a reconnect that finds nothing listening.
let fake: Server;
let upstreamUrl: string;
/** The first start takes any free port; a restart comes back on the same one. */
let port = 0;
let gateway: RunningGateway | null = null;

const start = async () => {
  gateway = await startGateway({ port, upstreamUrl, upstreamWsUrl: 'ws://127.0.0.1:1/none' });
  port = gateway.port;
};

beforeAll(async () => {
  fake = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 200, msg: '', result: [] }));
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  await start();
});
afterAll(async () => {
  await gateway?.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

/** A subscriber to live ticks, and the events its client goes through. */
function subscriber(options: Partial<Parameters<typeof createClient>[0]>) {
  const seen: string[] = [];
  const waiters: { event: string; resolve: () => void }[] = [];
  const note = (event: string) => {
    seen.push(event);
    for (const waiter of waiters.filter((w) => w.event === event)) waiter.resolve();
  };
  const client: Client = createClient({
    url: `ws://127.0.0.1:${port}/graphql`,
    webSocketImpl: WebSocket,
    ...options,
    on: {
      connected: () => note('connected'),
      closed: (event) => note(`closed ${(event as { code?: number }).code}`),
      error: () => note('refused'),
    },
  });
  client.subscribe(
    { query: 'subscription { marketTicks(codes: ["BTCUSDT"]) { code } }' },
    { next: () => undefined, error: () => note('gave up'), complete: () => note('complete') },
  );
  /** Resolves on the `count`th time `event` happened. */
  const nth = (event: string, count: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (seen.filter((e) => e === event).length >= count) resolve();
      };
      waiters.push({ event, resolve: check });
      check();
    });
  return { client, seen, nth };
}

describe('a subscriber across a gateway restart', () => {
  it('on the documented policy, comes back even when its reconnects find nothing listening', async () => {
    const { client, seen, nth } = subscriber(socketRetryPolicy);
    try {
      await nth('connected', 1);
      await gateway?.close();
      gateway = null;
      // The gateway stays down until the client's reconnect has been refused (the window a
      // restart leaves), then comes back on the same port.
      await nth('refused', 1);
      await start();
      await nth('connected', 2);
      expect(seen).toContain('closed 1001');
      expect(seen).not.toContain('gave up');
    } finally {
      await client.dispose();
    }
  }, 20_000);

  it("on graphql-ws's defaults, gives up at the first refused reconnect (why the docs name a policy)", async () => {
    if (!gateway) await start();
    const { client, seen, nth } = subscriber({ retryWait: () => Promise.resolve() });
    try {
      await nth('connected', 1);
      await gateway?.close();
      gateway = null;
      await nth('gave up', 1);
      expect(seen).toContain('refused');
    } finally {
      await client.dispose();
    }
  }, 20_000);
});
