import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { UpstreamClient } from '../upstream/client.ts';
import type { PriceFeed } from '../upstream/price-feed.ts';
import type { ClusterState } from './cluster-state.ts';

export type ShutdownOptions = {
  /**
   * How long readiness fails before the gateway stops accepting connections, so a load balancer
   * polling /readyz takes it out of rotation first (SHUTDOWN_DELAY_MS). Default 0.
   */
  readinessDelayMs?: number;
  /** The longest in-flight requests may take to finish after that; then they are cut (SHUTDOWN_DRAIN_MS). Default 10 s. */
  drainMs?: number;
};

/** How long one reachability probe of the upstream is trusted by /readyz. */
const PROBE_FRESH_MS = 2_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Liveness, readiness and the graceful stop of one gateway process. `/healthz` says the process
 * serves (a restart would not help otherwise); `/readyz` says it should get traffic: not stopping,
 * the upstream reachable (a recent probe through the circuit breaker), the price feed live.
 */
export class Lifecycle {
  #stopping = false;
  #inFlight = 0;
  #idle: (() => void) | null = null;
  #probe: { at: number; ok: Promise<boolean> } | null = null;
  readonly #upstream: UpstreamClient;
  readonly #feed: PriceFeed;
  readonly #sharedState: () => string;
  readonly #cluster: () => ClusterState | null;

  /**
   * `sharedState`: the Redis connection's status, reported but not required (limits fall back to
   * memory). `cluster`: under start:cluster, how many processes run of those wanted, reported too.
   */
  constructor(
    upstream: UpstreamClient,
    feed: PriceFeed,
    sharedState: () => string = () => 'off',
    cluster: () => ClusterState | null = () => null,
  ) {
    this.#upstream = upstream;
    this.#feed = feed;
    this.#sharedState = sharedState;
    this.#cluster = cluster;
  }

  /** Counts a request until its response ends (the drain waits for these). */
  track(res: ServerResponse): void {
    this.#inFlight += 1;
    res.once('close', () => {
      this.#inFlight -= 1;
      if (this.#inFlight === 0) this.#idle?.();
    });
  }

  get stopping(): boolean {
    return this.#stopping;
  }

  health(res: ServerResponse): void {
    answer(res, 200, {
      ok: true,
      priceFeed: this.#feed.status,
      priceFeedSilentForMs: this.#feed.silentForMs,
      priceFeedStaleReopens: this.#feed.staleReopens,
    });
  }

  async ready(_req: IncomingMessage, res: ServerResponse): Promise<void> {
    const upstreamReachable = this.#stopping ? false : await this.#reachable();
    const checks = {
      stopping: this.#stopping,
      upstreamReachable,
      upstreamCircuit: this.#upstream.circuitState,
      priceFeed: this.#feed.status,
      sharedState: this.#sharedState(),
      ...(this.#cluster() ? { cluster: this.#cluster() } : {}),
    };
    const ready = !this.#stopping && upstreamReachable && this.#feed.connected;
    answer(res, ready ? 200 : 503, { ready, ...checks });
  }

  #reachable(): Promise<boolean> {
    const now = Date.now();
    if (!this.#probe || now - this.#probe.at > PROBE_FRESH_MS)
      this.#probe = { at: now, ok: this.#upstream.probe() };
    return this.#probe.ok;
  }

  /**
   * The graceful stop: readiness fails at once, then (after `readinessDelayMs`) the server stops
   * accepting, `closeSockets` ends the websockets (1001, going away), idle keep-alive connections
   * close, and requests in flight get up to `drainMs` to finish before the rest are cut.
   */
  async stop(
    server: Server,
    closeSockets: () => Promise<void>,
    options: ShutdownOptions = {},
  ): Promise<void> {
    this.#stopping = true;
    if (options.readinessDelayMs) await sleep(options.readinessDelayMs);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    await closeSockets();
    server.closeIdleConnections();
    const drained = new Promise<void>((resolve) => {
      if (this.#inFlight === 0) resolve();
      else this.#idle = resolve;
    });
    await Promise.race([drained, sleep(options.drainMs ?? 10_000)]);
    server.closeAllConnections();
    await closed;
  }
}

function answer(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}
