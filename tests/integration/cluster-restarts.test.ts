// `npm run start:cluster`'s primary never leaves the service without gateway processes:
// five SIGKILLs in ten seconds, and each time the service answers again within 5 s, the dead process
// is replaced (with a capped backoff when it dies soon after starting) and the primary stays.
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type Service, service } from './processes.ts';

let upstream: Server;
let primary: Service;

/**
 * The live gateway processes under the primary (the upstream here is another server, so they are
 * all its children); a killed one stays a zombie until the primary reaps it, and is left out.
 */
function workerPids(): number[] {
  const pid = primary.pid();
  if (!pid) return [];
  try {
    return execFileSync('ps', ['-o', 'pid=,stat=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([child, stat]) => child && !stat?.startsWith('Z'))
      .map(([child]) => Number(child));
  } catch {
    return []; // ps exits 1 when there are none
  }
}

type Readiness = { cluster?: { processes: number; wanted: number; restarting: number; restarts: number } };

async function readiness(): Promise<Readiness> {
  return (await (await fetch(`${primary.url}/readyz`)).json()) as Readiness;
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

/** Milliseconds until `check` holds, polled every 50 ms, or Infinity after `withinMs`. */
async function msUntil(check: () => Promise<boolean> | boolean, withinMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < withinMs) {
    if (await check()) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Number.POSITIVE_INFINITY;
}

beforeAll(async () => {
  // Any success envelope will do: the test is about processes, not data.
  upstream = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 200, msg: '', result: [] }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  const port = await freePort();
  primary = service(
    'cluster',
    'scripts/start-cluster.ts',
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      UPSTREAM_URL: upstreamUrl,
      UPSTREAM_WS_URL: 'ws://127.0.0.1:1/none',
      GATEWAY_PROCESSES: '2',
      NODE_ENV: 'production',
      WEB_DIST: '',
    },
    /\[gateway\] serving[\s\S]*\[gateway\] serving/,
    `http://127.0.0.1:${port}`,
  );
  await primary.start();
}, 60_000);

afterAll(async () => {
  await primary?.stop();
  upstream?.closeAllConnections();
  await new Promise((resolve) => upstream?.close(resolve));
});

describe('the cluster primary', () => {
  it('answers within 5 s of each of five SIGKILLs in ten seconds, replaces every process and never exits', async () => {
    const healthz = `${primary.url}/healthz`;
    const started = performance.now();
    for (let kill = 0; kill < 5; kill += 1) {
      const [victim] = workerPids();
      expect(victim, primary.log()).toBeDefined();
      process.kill(victim as number, 'SIGKILL');
      expect(await msUntil(() => answers(healthz), 5_000), primary.log()).toBeLessThan(5_000);
      // The next kill lands two seconds after this one: five in ten seconds.
      const next = started + (kill + 1) * 2_000;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
    }
    // Both processes come back (the last restarts wait out the backoff), and the primary stayed;
    // every process's /readyz says how many run of those wanted.
    const replaced = async () => (await readiness()).cluster?.restarts === 5;
    expect(await msUntil(replaced, 10_000), primary.log()).toBeLessThan(10_000);
    expect(await msUntil(async () => (await readiness()).cluster?.processes === 2, 5_000)).toBeLessThan(
      5_000,
    );
    expect((await readiness()).cluster).toEqual({ processes: 2, wanted: 2, restarting: 0, restarts: 5 });
    expect(workerPids()).toHaveLength(2);
    expect(primary.log()).not.toMatch(/not restarting/);
    expect(primary.log()).toMatch(/restarting it in \d+ ms/);
  }, 40_000);
});
