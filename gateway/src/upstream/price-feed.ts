import { type PriceTick, PriceTick as PriceTickSchema } from '@swx/contract';
import * as v from 'valibot';
import WebSocket from 'ws';

/** `snapshot`: current prices re-sent after a reconnect, not new ticks (see `publishSnapshot`). */
type Listener = (ticks: readonly PriceTick[], snapshot: boolean) => void;

/** The shortest time between two batches of one `ticks` iterator: one message per 100 ms at most. */
export const TICKS_EVERY_MS = 100;

export type PriceFeedOptions = {
  url: string;
  /** Backoff base: the first reconnect is immediate, later ones wait up to minDelayMs × 2^n, jittered. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** A websocket ping this often; a pong or any message proves the feed alive. */
  heartbeatMs?: number;
  /** Nothing heard for this long: the feed is stale (a frozen proxy, a hung upstream) and is reopened. */
  staleAfterMs?: number;
};

/** What /healthz reports: `stale` is a socket that is open but silent past staleAfterMs. */
export type FeedStatus = 'connecting' | 'connected' | 'stale' | 'reconnecting' | 'closed';

/**
 * The one upstream price websocket of this gateway process. Every subscriber shares it: a tick
 * is parsed once and handed to each listener, so upstream load does not grow with subscribers.
 */
export class PriceFeed {
  readonly #url: string;
  readonly #minDelayMs: number;
  readonly #maxDelayMs: number;
  readonly #heartbeatMs: number;
  readonly #staleAfterMs: number;
  readonly #listeners = new Set<Listener>();
  readonly #openListeners = new Set<() => void>();
  #socket: WebSocket | null = null;
  #attempt = 0;
  #timer: NodeJS.Timeout | null = null;
  #heartbeat: NodeJS.Timeout | null = null;
  #lastHeardAt = 0;
  #closed = false;
  status: FeedStatus = 'connecting';
  /** Sockets opened so far (1 + reconnects), for health and tests. */
  connections = 0;
  /** Sockets torn down for silence so far (a frozen proxy, a hung upstream). */
  staleReopens = 0;

  constructor(options: PriceFeedOptions) {
    this.#url = options.url;
    this.#minDelayMs = options.minDelayMs ?? 250;
    this.#maxDelayMs = options.maxDelayMs ?? 2_000;
    this.#heartbeatMs = options.heartbeatMs ?? 5_000;
    this.#staleAfterMs = options.staleAfterMs ?? 12_000;
  }

  get connected(): boolean {
    return this.status === 'connected';
  }

  /** Milliseconds since the feed last heard anything (message or pong); null before the first. */
  get silentForMs(): number | null {
    return this.#lastHeardAt === 0 ? null : Date.now() - this.#lastHeardAt;
  }

  start(): void {
    this.#connect();
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Called on every (re)open: whoever keeps data fed by ticks refetches what it missed. */
  onOpen(listener: () => void): () => void {
    this.#openListeners.add(listener);
    return () => this.#openListeners.delete(listener);
  }

  get subscriberCount(): number {
    return this.#listeners.size;
  }

  /**
   * Ticks as an async iterable, at most one batch per `everyMs`: batches that arrive sooner, or while
   * the consumer is busy, are merged (the newest price of each market wins), so a burst of ticks
   * costs each subscriber one message per interval, never a growing queue.
   */
  ticks(
    filter?: ReadonlySet<string>,
    signal?: AbortSignal,
    everyMs = TICKS_EVERY_MS,
  ): AsyncIterableIterator<readonly PriceTick[]> {
    let pending: readonly PriceTick[] | null = null;
    let wake: (() => void) | null = null;
    let done = false;
    let lastAt = Number.NEGATIVE_INFINITY;
    const unsubscribe = this.subscribe((ticks) => {
      const chosen = filter ? ticks.filter((tick) => filter.has(tick.code)) : ticks;
      if (chosen.length === 0) return;
      pending = pending ? mergeTicks(pending, chosen) : chosen;
      wake?.();
    });
    const finish = () => {
      done = true;
      unsubscribe();
      wake?.();
    };
    signal?.addEventListener('abort', finish, { once: true });
    const iterator: AsyncIterableIterator<readonly PriceTick[]> = {
      async next() {
        while (!done && pending === null) await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        // A timer may fire up to a millisecond early (libuv counts whole milliseconds from the
        // loop's cached time): wait again for what is left, so batches are never under `everyMs` apart.
        for (let wait = lastAt + everyMs - performance.now(); !done && wait > 0; ) {
          await new Promise((resolve) => setTimeout(resolve, Math.ceil(wait)));
          wait = lastAt + everyMs - performance.now();
        }
        if (done) return { done: true, value: undefined };
        const value = pending ?? [];
        pending = null;
        lastAt = performance.now();
        return { done: false, value };
      },
      async return() {
        finish();
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }

  /**
   * Hands subscribers the current prices after the feed came back from an outage: ticks sent while
   * it was away are lost, and without this a subscriber would show the pre-outage price until each
   * market's next tick. Listeners that record ticks (sparklines) skip snapshots.
   */
  publishSnapshot(ticks: readonly PriceTick[]): void {
    if (ticks.length === 0) return;
    for (const listener of this.#listeners) listener(ticks, true);
  }

  close(): void {
    this.#closed = true;
    this.status = 'closed';
    if (this.#timer) clearTimeout(this.#timer);
    this.#stopHeartbeat();
    this.#socket?.terminate();
    this.#listeners.clear();
    this.#openListeners.clear();
  }

  #connect(): void {
    if (this.#closed) return;
    const socket = new WebSocket(this.#url, { handshakeTimeout: this.#staleAfterMs });
    this.#socket = socket;
    this.connections += 1;
    socket.on('open', () => {
      this.#attempt = 0;
      // A socket reopened after silence stays `stale` until it is heard: a frozen proxy accepts
      // the handshake too, and health must not call that connected.
      if (this.status !== 'stale') this.status = 'connected';
      this.#lastHeardAt = Date.now();
      this.#startHeartbeat(socket);
      socket.ping();
      for (const listener of this.#openListeners) listener();
    });
    socket.on('message', (data) => {
      this.#heard();
      this.#dispatch(data.toString());
    });
    socket.on('pong', () => this.#heard());
    socket.on('error', () => {
      // 'close' follows and schedules the reconnect; the error itself carries nothing to act on.
    });
    socket.on('close', () => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      this.#stopHeartbeat();
      if (this.status !== 'stale') this.status = 'reconnecting';
      this.#scheduleReconnect();
    });
  }

  #heard(): void {
    this.#lastHeardAt = Date.now();
    this.status = 'connected';
  }

  /** Pings while open; silence past staleAfterMs tears the socket down so 'close' reconnects. */
  #startHeartbeat(socket: WebSocket): void {
    this.#stopHeartbeat();
    const every = Math.min(this.#heartbeatMs, this.#staleAfterMs / 2);
    this.#heartbeat = setInterval(() => {
      if (Date.now() - this.#lastHeardAt >= this.#staleAfterMs) {
        this.status = 'stale';
        this.staleReopens += 1;
        socket.terminate();
        return;
      }
      socket.ping();
    }, every);
    this.#heartbeat.unref();
  }

  #stopHeartbeat(): void {
    if (this.#heartbeat) clearInterval(this.#heartbeat);
    this.#heartbeat = null;
  }

  #scheduleReconnect(): void {
    if (this.#closed) return;
    // The first retry is immediate (a blip should cost no gap); later ones back off with full
    // jitter, so many gateway processes restarting together do not reconnect in lockstep.
    const delay =
      this.#attempt === 0
        ? 0
        : this.#minDelayMs / 2 +
          Math.random() * Math.min(this.#maxDelayMs, this.#minDelayMs * 2 ** this.#attempt);
    this.#attempt += 1;
    this.#timer = setTimeout(() => this.#connect(), delay);
    this.#timer.unref();
  }

  #dispatch(text: string): void {
    let ticks: PriceTick[];
    try {
      const parsed: unknown = JSON.parse(text);
      if (!Array.isArray(parsed)) return;
      ticks = parsed.filter((item): item is PriceTick => v.is(PriceTickSchema, item));
    } catch {
      return;
    }
    if (ticks.length === 0) return;
    for (const listener of this.#listeners) listener(ticks, false);
  }
}

/** Keeps the newest tick per code when a consumer falls behind. */
function mergeTicks(older: readonly PriceTick[], newer: readonly PriceTick[]): PriceTick[] {
  const byCode = new Map(older.map((tick) => [tick.code, tick]));
  for (const tick of newer) byCode.set(tick.code, tick);
  return [...byCode.values()];
}
