import WebSocket from 'ws';
import type { PriceTick } from './types.ts';

type Listener = (ticks: readonly PriceTick[]) => void;

export type PriceFeedOptions = {
  url: string;
  /** First reconnect delay; doubles up to maxDelayMs, with full jitter. */
  minDelayMs?: number;
  maxDelayMs?: number;
};

/**
 * The one upstream price websocket of this gateway process. Every subscriber shares it: a tick
 * is parsed once and handed to each listener, so upstream load does not grow with subscribers.
 */
export class PriceFeed {
  readonly #url: string;
  readonly #minDelayMs: number;
  readonly #maxDelayMs: number;
  readonly #listeners = new Set<Listener>();
  #socket: WebSocket | null = null;
  #attempt = 0;
  #timer: NodeJS.Timeout | null = null;
  #closed = false;
  connected = false;

  constructor(options: PriceFeedOptions) {
    this.#url = options.url;
    this.#minDelayMs = options.minDelayMs ?? 250;
    this.#maxDelayMs = options.maxDelayMs ?? 10_000;
  }

  start(): void {
    this.#connect();
  }

  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  get subscriberCount(): number {
    return this.#listeners.size;
  }

  /** Ticks as an async iterable; a slow consumer only ever gets the newest batch (older ones are superseded). */
  ticks(filter?: ReadonlySet<string>, signal?: AbortSignal): AsyncIterableIterator<readonly PriceTick[]> {
    let pending: readonly PriceTick[] | null = null;
    let wake: (() => void) | null = null;
    let done = false;
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
        if (done) return { done: true, value: undefined };
        const value = pending ?? [];
        pending = null;
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

  close(): void {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#socket?.terminate();
    this.#listeners.clear();
  }

  #connect(): void {
    if (this.#closed) return;
    const socket = new WebSocket(this.#url);
    this.#socket = socket;
    socket.on('open', () => {
      this.#attempt = 0;
      this.connected = true;
    });
    socket.on('message', (data) => this.#dispatch(data.toString()));
    socket.on('error', () => {
      // 'close' follows and schedules the reconnect; the error itself carries nothing to act on.
    });
    socket.on('close', () => {
      this.connected = false;
      if (this.#socket === socket) this.#socket = null;
      this.#scheduleReconnect();
    });
  }

  #scheduleReconnect(): void {
    if (this.#closed) return;
    const ceiling = Math.min(this.#maxDelayMs, this.#minDelayMs * 2 ** this.#attempt);
    this.#attempt += 1;
    // Full jitter: many gateway processes restarting together must not reconnect in lockstep.
    const delay = this.#minDelayMs / 2 + Math.random() * ceiling;
    this.#timer = setTimeout(() => this.#connect(), delay);
    this.#timer.unref();
  }

  #dispatch(text: string): void {
    let ticks: PriceTick[];
    try {
      const parsed: unknown = JSON.parse(text);
      if (!Array.isArray(parsed)) return;
      ticks = parsed.filter(isPriceTick);
    } catch {
      return;
    }
    if (ticks.length === 0) return;
    for (const listener of this.#listeners) listener(ticks);
  }
}

function isPriceTick(value: unknown): value is PriceTick {
  if (typeof value !== 'object' || value === null) return false;
  const tick = value as Record<string, unknown>;
  return typeof tick.code === 'string' && typeof tick.price === 'string' && typeof tick.zdf === 'string';
}

/** Keeps the newest tick per code when a consumer falls behind. */
function mergeTicks(older: readonly PriceTick[], newer: readonly PriceTick[]): PriceTick[] {
  const byCode = new Map(older.map((tick) => [tick.code, tick]));
  for (const tick of newer) byCode.set(tick.code, tick);
  return [...byCode.values()];
}
