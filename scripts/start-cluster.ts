// `npm run start:cluster` (after the build): GATEWAY_PROCESSES gateway processes (default: one per
// core) behind the one address PORT, with Node's cluster module handing each new connection to
// the next process. The reference upstream is embedded once, in the primary, unless UPSTREAM_URL
// names another. With REDIS_URL the processes share their rate-limit counters; without it each
// counts alone (the primary says so). See README "Several gateways".
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { configFromEnv } from '../gateway/src/config.ts';
import { clusterStateMessage } from '../gateway/src/http/cluster-state.ts';
import { serveGateway } from '../gateway/src/server.ts';
import { embedUpstream } from './embed-upstream.ts';

/**
 * A worker that died this soon after its start died of something a restart may not cure: the next
 * restart waits (RESTART_BACKOFF_MS, doubling per such death, up to RESTART_BACKOFF_MAX_MS). The
 * primary never gives up: a service without gateway processes answers nobody.
 */
const CRASH_LOOP_MS = 5_000;
const RESTART_BACKOFF_MS = 250;
const RESTART_BACKOFF_MAX_MS = 5_000;

function processCount(): number {
  const raw = process.env.GATEWAY_PROCESSES;
  if (!raw) return availableParallelism();
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1) throw new Error(`GATEWAY_PROCESSES must be ≥ 1, got ${raw}`);
  return count;
}

/** The wait before restarting after `quickDeaths` deaths in a row that each came soon after a start. */
function restartDelayMs(quickDeaths: number): number {
  if (quickDeaths === 0) return 0;
  return Math.min(RESTART_BACKOFF_MAX_MS, RESTART_BACKOFF_MS * 2 ** (quickDeaths - 1));
}

if (cluster.isPrimary) {
  const upstream = process.env.UPSTREAM_URL ? null : await embedUpstream();
  const workerEnv: Record<string, string> = {
    ...(upstream
      ? { UPSTREAM_URL: upstream.url, UPSTREAM_WS_URL: process.env.UPSTREAM_WS_URL ?? upstream.wsUrl }
      : {}),
    // Proof and chat image links are signed: every process must check what another signed.
    PROOF_URL_SECRET: process.env.PROOF_URL_SECRET ?? randomBytes(32).toString('hex'),
  };
  if (!process.env.REDIS_URL)
    console.warn('[cluster] REDIS_URL is unset: each gateway process counts rate limits on its own');
  const count = processCount();
  const startedAt = new Map<number, number>();
  let restarting = 0;
  let restarts = 0;
  let quickDeaths = 0;
  const running = () => Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead());
  // Every process's /readyz reports how many run of those wanted (gateway/src/http/cluster-state.ts).
  const broadcast = () => {
    const message = clusterStateMessage({ processes: running().length, wanted: count, restarting, restarts });
    for (const worker of running())
      if (worker?.isConnected()) worker.send(message, (error: Error | null) => void error);
  };
  const fork = () => {
    const worker = cluster.fork(workerEnv);
    startedAt.set(worker.id, Date.now());
    worker.on('error', () => undefined);
    worker.once('listening', broadcast);
  };
  for (let n = 0; n < count; n += 1) fork();

  let stopping = false;
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) return;
    quickDeaths = lived < CRASH_LOOP_MS ? quickDeaths + 1 : 0;
    const delay = restartDelayMs(quickDeaths);
    restarting += 1;
    console.error(
      `[cluster] gateway process ${worker.process.pid} exited (${signal ?? code}) after ${lived} ms; ` +
        `restarting it ${delay === 0 ? 'now' : `in ${delay} ms (it died soon after starting)`}; ` +
        `${running().length} of ${count} running`,
    );
    broadcast();
    setTimeout(() => {
      restarting -= 1;
      restarts += 1;
      if (!stopping) fork();
    }, delay);
  });

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(
      `[cluster] ${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} gateway processes`,
    );
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    // Each process fails readiness, refuses new connections and drains (gateway/src/http/lifecycle.ts).
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    await upstream?.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} else {
  const config = configFromEnv();
  if (!config.upstreamUrl)
    throw new Error('the cluster primary passes UPSTREAM_URL to its gateway processes');
  await serveGateway({ ...config, upstreamUrl: config.upstreamUrl });
}
