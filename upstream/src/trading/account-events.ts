import type { NftBid, Notification } from '@swx/contract';
import type { OptionsOrder } from './options-orders.ts';

/**
 * What happened to one of a user's accounts (either mode), pushed on `GET /user/events`. Later
 * slices add their own types (deposits, withdrawals, reviews); clients ignore types they do not know.
 */
export type AccountEvent =
  | { type: 'optionsOrderSettled'; order: OptionsOrder }
  | { type: 'notificationAdded'; notification: Notification; unread: number }
  /** A bid of the user was outbid (its funds released) or won (paid and donated). */
  | { type: 'nftBidChanged'; bid: NftBid };

export type AccountEventListener = {
  event(event: AccountEvent): void;
  /** The server is shutting down: end the stream. */
  end(): void;
};

/** Most streams one user may hold open at once (browsers, gateway processes); more answer 429. */
export const maxStreamsPerUser = 32;

/**
 * The in-process fan-out of account events to the open event streams of each user. Settlement
 * publishes after its transaction committed, so a listener never hears of a change it cannot read.
 * One process only: several upstream processes would relay through PostgreSQL LISTEN/NOTIFY.
 */
export class AccountEvents {
  readonly #listeners = new Map<number, Set<AccountEventListener>>();
  readonly #waiters = new Set<() => void>();

  /** Adds a listener of `userId`'s events, or returns null when the user holds too many streams. */
  subscribe(userId: number, listener: AccountEventListener): (() => void) | null {
    let set = this.#listeners.get(userId);
    if (!set) {
      set = new Set();
      this.#listeners.set(userId, set);
    }
    if (set.size >= maxStreamsPerUser) return null;
    set.add(listener);
    this.#changed();
    return () => {
      const current = this.#listeners.get(userId);
      if (!current?.delete(listener)) return;
      if (current.size === 0) this.#listeners.delete(userId);
      this.#changed();
    };
  }

  /** Whether anyone listens to `userId` (settlement skips reading the closed order when nobody does). */
  listens(userId: number): boolean {
    return (this.#listeners.get(userId)?.size ?? 0) > 0;
  }

  listenerCount(userId: number): number {
    return this.#listeners.get(userId)?.size ?? 0;
  }

  publish(userId: number, event: AccountEvent): void {
    for (const listener of this.#listeners.get(userId) ?? []) listener.event(event);
  }

  /** Resolves once `test` holds for the listeners (tests wait for a stream to open or close). */
  async until(test: (events: AccountEvents) => boolean): Promise<void> {
    while (!test(this)) {
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.#waiters.delete(wake);
          resolve();
        };
        this.#waiters.add(wake);
      });
    }
  }

  /** Ends every stream (server shutdown). */
  close(): void {
    for (const set of [...this.#listeners.values()]) for (const listener of [...set]) listener.end();
    this.#listeners.clear();
    this.#changed();
  }

  #changed(): void {
    for (const wake of [...this.#waiters]) wake();
  }
}
