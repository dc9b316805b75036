import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startUpstream } from '@swx/upstream';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { throwawayDatabase } from '../../../upstream/src/test-support/pglite-template.ts';
import { type RunningGateway, startGateway } from '../index.ts';
import { unlimitedRateBudgets } from '../test-support/rate-budgets.ts';

// Upstream faults: the circuit breaker, liveness apart from readiness, and the graceful stop
// (docs/decisions.md, "Upstream faults").

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function graphql(gateway: RunningGateway, query: string) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as {
    data?: Record<string, unknown> | null;
    errors?: { extensions?: { code?: string; delivery?: string } }[];
  };
}

async function readiness(gateway: RunningGateway) {
  const response = await fetch(`${gateway.url}/readyz`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('upstream faults', () => {
  it('opens the circuit after a run of outages, answers UPSTREAM_UNAVAILABLE while open, and closes after a probe once the upstream is back', async () => {
    const port = await freePort();
    const gateway = await startGateway({
      upstreamUrl: `http://127.0.0.1:${port}`,
      rateBudgets: unlimitedRateBudgets,
      upstreamCircuit: { resetMs: 300, volumeThreshold: 3 },
      priceFeed: { minDelayMs: 50, maxDelayMs: 200 },
    });
    closers.push(() => gateway.close());
    const ask = () => graphql(gateway, '{ usernameAvailable(username: "circuit_1") }');

    for (let i = 0; i < 3; i += 1) {
      const answer = await ask();
      expect(answer.errors?.[0]?.extensions).toMatchObject({
        code: 'UPSTREAM_UNAVAILABLE',
        delivery: 'NOT_SENT',
      });
    }
    // Open: refused without trying, the same typed answer (never sent, safe to retry).
    expect((await readiness(gateway)).body).toMatchObject({ upstreamCircuit: 'open' });
    expect((await ask()).errors?.[0]?.extensions).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      delivery: 'NOT_SENT',
    });
    // Liveness is not readiness: the process still serves.
    const live = await fetch(`${gateway.url}/healthz`);
    expect(live.status).toBe(200);
    expect((await readiness(gateway)).status).toBe(503);

    const upstream = await startUpstream({ port, ...(await throwawayDatabase()), tickIntervalMs: 200 });
    closers.push(() => upstream.close());
    // After the reset time one call probes (half-open); its success closes the circuit.
    await expect
      .poll(async () => (await ask()).data?.usernameAvailable, { timeout: 10_000, interval: 100 })
      .toBe(true);
    await expect
      .poll(async () => (await readiness(gateway)).status, { timeout: 10_000, interval: 200 })
      .toBe(200);
    expect((await readiness(gateway)).body).toMatchObject({
      ready: true,
      upstreamCircuit: 'closed',
      upstreamReachable: true,
      priceFeed: 'connected',
    });
    // A database starts inside: seconds, more on a busy machine.
  }, 90_000);

  it('stops gracefully: readiness fails first, websockets close with 1001, a request in flight finishes, then connections are refused', async () => {
    // An upstream that holds its one call until the test lets it answer: the request is surely still
    // in flight when the stop begins and while it drains, however fast or slow the machine.
    let arrived: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (arrived = resolve));
    let answerHeld: () => void = () => undefined;
    const slow: Server = createServer((req, res) => {
      const reply = () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 200, msg: 'success', result: { available: true } }));
      };
      if (req.url?.startsWith('/swx/customer/login/checkUserNameOrPhone')) {
        answerHeld = reply;
        arrived();
      } else reply();
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => slow.close(resolve)));
    const gateway = await startGateway({
      upstreamUrl: `http://127.0.0.1:${(slow.address() as AddressInfo).port}`,
      upstreamWsUrl: 'ws://127.0.0.1:1/none',
      rateBudgets: unlimitedRateBudgets,
      shutdown: { readinessDelayMs: 300, drainMs: 5_000 },
    });

    const socket = new WebSocket(`${gateway.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
      socket.once('message', () => resolve());
      socket.once('error', reject);
    });
    const socketClosed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    const inFlight = graphql(gateway, '{ usernameAvailable(username: "drain_1") }');
    await held;
    const stopped = gateway.close();
    // Still accepting during the readiness delay, but no longer ready.
    const during = await readiness(gateway);
    expect(during.status).toBe(503);
    expect(during.body).toMatchObject({ ready: false, stopping: true });
    // The websockets close once the server no longer accepts: the held call answers only then, so
    // it is surely a request in flight through the drain.
    expect(await socketClosed).toBe(1001);
    answerHeld();
    expect((await inFlight).data).toEqual({ usernameAvailable: true });
    await stopped;
    await expect(fetch(`${gateway.url}/healthz`)).rejects.toThrow();
  });
});
