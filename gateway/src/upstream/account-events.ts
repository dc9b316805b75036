import {
  BalanceChanged,
  type NftBid,
  NftBidChanged,
  type Notification,
  NotificationAdded,
  type OptionsOrder,
  OptionsOrderSettled,
  ReviewConcluded,
} from '@swx/contract';
import * as v from 'valibot';
import { ServiceError } from '../errors/errors.ts';
import { type CallerHeaders, type UpstreamClient, UpstreamFailure, UpstreamUnauthorized } from './client.ts';
import { serverSentEvents } from './server-sent-events.ts';

/** What a watcher hears from the upstream's account event stream (GET /user/events). */
export type AccountStreamEvent =
  /** (Re)connected: every later change arrives as an event; read what may have changed before. */
  | { type: 'ready' }
  | { type: 'optionsOrderSettled'; order: OptionsOrder }
  /** A notification was written for the user (review outcome, settlement, security event); `unread` after it. */
  | { type: 'notificationAdded'; notification: Notification; unread: number }
  /** A bid of the user was outbid (funds released) or won (paid and donated). */
  | { type: 'nftBidChanged'; bid: NftBid }
  /** Ledger entries changed one of the user's accounts (once per account per committed transaction). */
  | ({ type: 'balanceChanged' } & BalanceChanged)
  /** An operator moved one of the user's records under review. */
  | ({ type: 'reviewConcluded' } & ReviewConcluded);

export type AccountStreamWatcher = {
  event(event: AccountStreamEvent): void;
  /** The stream is gone for good: the session ended (UpstreamUnauthorized) or the upstream stayed away. */
  fail(error: UpstreamUnauthorized | UpstreamFailure): void;
};

export type AccountEventStreamsOptions = {
  /** Backoff of reconnects: minDelayMs × 2^n, jittered, at most maxDelayMs. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** Failed (re)connects in a row before the watchers are told the stream is gone. */
  maxFailures?: number;
  /** A stream silent this long is dead (the upstream's heartbeat comes every 15 s). */
  silenceMs?: number;
};

type Settings = Required<AccountEventStreamsOptions>;

const eventsPath = '/user/events';

/**
 * The upstream's account event streams, one per session token however many subscriptions of
 * that session this gateway process serves; a stream closes with its last watcher. A dropped
 * stream reconnects with backoff and says `ready` again, so each watcher reads what it may
 * have missed (the contract has no replay).
 */
export class AccountEventStreams {
  readonly #client: UpstreamClient;
  readonly #settings: Settings;
  readonly #streams = new Map<string, SharedStream>();

  constructor(client: UpstreamClient, options: AccountEventStreamsOptions = {}) {
    this.#client = client;
    this.#settings = {
      minDelayMs: options.minDelayMs ?? 250,
      maxDelayMs: options.maxDelayMs ?? 4_000,
      maxFailures: options.maxFailures ?? 6,
      silenceMs: options.silenceMs ?? 45_000,
    };
  }

  /** Open upstream streams (for health and tests). */
  get streamCount(): number {
    return this.#streams.size;
  }

  /** Hears the account events of `caller`'s session; returns the unwatch. `caller` must carry a token. */
  watch(caller: CallerHeaders & { authorization: string }, watcher: AccountStreamWatcher): () => void {
    const token = caller.authorization;
    let stream = this.#streams.get(token);
    if (!stream) {
      const created = new SharedStream(this.#client, this.#settings, caller, () => {
        if (this.#streams.get(token) === created) this.#streams.delete(token);
      });
      this.#streams.set(token, created);
      stream = created;
    }
    return stream.add(watcher);
  }

  close(): void {
    for (const stream of [...this.#streams.values()]) stream.stop();
    this.#streams.clear();
  }
}

class SharedStream {
  readonly #client: UpstreamClient;
  readonly #settings: Settings;
  readonly #caller: CallerHeaders;
  readonly #onStop: () => void;
  readonly #watchers = new Set<AccountStreamWatcher>();
  readonly #abort = new AbortController();
  #ready = false;

  constructor(client: UpstreamClient, settings: Settings, caller: CallerHeaders, onStop: () => void) {
    this.#client = client;
    this.#settings = settings;
    // The stream carries both accounts: the mode header does not matter; the first watcher's address goes upstream.
    this.#caller = { ...caller, virtually: 'NO' };
    this.#onStop = onStop;
    void this.#run();
  }

  add(watcher: AccountStreamWatcher): () => void {
    this.#watchers.add(watcher);
    // Joining a stream that is already registered upstream: ready at once.
    if (this.#ready)
      queueMicrotask(() => {
        if (this.#watchers.has(watcher)) watcher.event({ type: 'ready' });
      });
    return () => {
      if (this.#watchers.delete(watcher) && this.#watchers.size === 0) this.stop();
    };
  }

  stop(): void {
    if (this.#abort.signal.aborted) return;
    this.#abort.abort();
    this.#watchers.clear();
    this.#onStop();
  }

  #dispatch(event: AccountStreamEvent): void {
    for (const watcher of [...this.#watchers]) watcher.event(event);
  }

  async #run(): Promise<void> {
    const signal = this.#abort.signal;
    let failures = 0;
    while (!signal.aborted) {
      try {
        const body = await this.#client.eventStream(
          eventsPath,
          this.#caller,
          signal,
          this.#settings.silenceMs,
        );
        for await (const message of serverSentEvents(body)) {
          if (message.event === 'ready') {
            failures = 0;
            this.#ready = true;
            this.#dispatch({ type: 'ready' });
          } else if (message.event === 'optionsOrderSettled') {
            this.#dispatch({
              type: 'optionsOrderSettled',
              order: parseEvent(OptionsOrderSettled, message.event, message.data).order,
            });
          } else if (message.event === 'notificationAdded') {
            const added = parseEvent(NotificationAdded, message.event, message.data);
            this.#dispatch({ type: 'notificationAdded', ...added });
          } else if (message.event === 'nftBidChanged') {
            const changed = parseEvent(NftBidChanged, message.event, message.data);
            this.#dispatch({ type: 'nftBidChanged', bid: changed.bid });
          } else if (message.event === 'balanceChanged') {
            const changed = parseEvent(BalanceChanged, message.event, message.data);
            this.#dispatch({ type: 'balanceChanged', ...changed });
          } else if (message.event === 'reviewConcluded') {
            const concluded = parseEvent(ReviewConcluded, message.event, message.data);
            this.#dispatch({ type: 'reviewConcluded', ...concluded });
          }
          // Other event names belong to later contract versions: skipped.
        }
        // The upstream ended the stream (restart, session over): reconnect and find out.
      } catch (error) {
        if (signal.aborted) return;
        if (error instanceof UpstreamUnauthorized) return this.#fail(error);
        // A refusal (429, a catalogue code) or an answer outside the contract will not mend by asking again.
        if (error instanceof UpstreamFailure && !RETRYABLE.has(error.error.code)) return this.#fail(error);
      }
      this.#ready = false;
      failures += 1;
      // Reading a stream changes nothing upstream: whatever broke it, subscribing again is safe.
      if (failures >= this.#settings.maxFailures) return this.#fail(unavailable());
      await pause(backoff(this.#settings, failures), signal);
    }
  }

  #fail(error: UpstreamUnauthorized | UpstreamFailure): void {
    const watchers = [...this.#watchers];
    this.stop();
    for (const watcher of watchers) watcher.fail(error);
  }
}

export function parseEvent<S extends v.GenericSchema>(
  schema: S,
  name: string,
  data: string,
): v.InferOutput<S> {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    json = undefined;
  }
  const parsed = v.safeParse(schema, json);
  if (parsed.success) return parsed.output;
  throw new UpstreamFailure(
    new ServiceError(
      'UPSTREAM_MALFORMED',
      `The upstream sent a ${name} event outside the contract on ${eventsPath}.`,
      { delivery: 'OUTCOME_UNKNOWN' },
    ),
  );
}

/** Failures of the way there (a restart, a proxy without its upstream), worth a reconnect. */
export const RETRYABLE: ReadonlySet<string> = new Set([
  'UPSTREAM_UNAVAILABLE',
  'TIMEOUT',
  'OUTCOME_UNKNOWN',
  'UPSTREAM_HTTP_ERROR',
]);

export function unavailable(): UpstreamFailure {
  return new UpstreamFailure(
    new ServiceError('UPSTREAM_UNAVAILABLE', 'The upstream event stream cannot be reached.', {
      delivery: 'NOT_SENT',
    }),
  );
}

function backoff(settings: Settings, failures: number): number {
  const ceiling = Math.min(settings.maxDelayMs, settings.minDelayMs * 2 ** (failures - 1));
  return ceiling * (0.5 + Math.random() / 2);
}

export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
