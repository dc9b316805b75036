// `npm run start:cluster` (after the build): GATEWAY_PROCESSES gateway processes (default: one per
// core) behind the one address PORT, with Node's cluster module handing each new connection to
// the next process. The reference upstream is embedded once, in the primary, unless UPSTREAM_URL
// names another. With REDIS_URL the processes share their rate-limit counters; without it each
// counts alone (the primary says so). See README "Several gateways".
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { configFromEnv } from '../gateway/src/config.ts';
import { serveGateway } from '../gateway/src/server.ts';
import { embedUpstream } from './embed-upstream.ts';

/** A worker that died this soon after its start is not restarted again and again. */
const CRASH_LOOP_MS = 5_000;

function processCount(): number {
  const raw = process.env.GATEWAY_PROCESSES;
  if (!raw) return availableParallelism();
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1) throw new Error(`GATEWAY_PROCESSES must be ≥ 1, got ${raw}`);
  return count;
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
  const fork = () => {
    const worker = cluster.fork(workerEnv);
    startedAt.set(worker.id, Date.now());
  };
  for (let n = 0; n < count; n += 1) fork();

  let stopping = false;
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) return;
    console.error(
      `[cluster] gateway process ${worker.process.pid} exited (${signal ?? code}) after ${lived} ms`,
    );
    if (lived >= CRASH_LOOP_MS) fork();
    else console.error('[cluster] not restarting it: it failed right after starting (see its error above)');
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
