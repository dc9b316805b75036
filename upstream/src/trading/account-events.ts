import type { BalanceChanged, NftBid, Notification, ReviewConcluded } from '@swx/contract';
import type { CommitNote } from '../db/commit-notes.ts';
import { formatUnits } from '../money/currencies.ts';
import type { OptionsOrder } from './options-orders.ts';

/**
 * What happened to one of a user's accounts (either mode), pushed on `GET /user/events`. Later
 * slices add their own types (deposits, withdrawals, reviews); clients ignore types they do not know.
 */
export type AccountEvent =
  | { type: 'optionsOrderSettled'; order: OptionsOrder }
  | { type: 'notificationAdded'; notification: Notification; unread: number }
  /** A bid of the user was outbid (its funds released) or won (paid and donated). */
  | { type: 'nftBidChanged'; bid: NftBid }
  /** A ledger entry changed one of the user's accounts: once per account per committed transaction. */
  | ({ type: 'balanceChanged' } & BalanceChanged)
  /** An operator (or the demo's automatic review) moved one of the user's records under review. */
  | ({ type: 'reviewConcluded' } & ReviewConcluded);

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

/**
 * Turns a committed transaction's notes into events: one `balanceChanged` per account (its first
 * entry's reason, the balance after its last), then each review. Only users with a stream hear.
 */
export function publishCommitted(events: AccountEvents, notes: readonly CommitNote[]): void {
  const balances = new Map<number, Extract<CommitNote, { kind: 'balanceChanged' }>>();
  for (const note of notes) {
    if (note.kind !== 'balanceChanged') continue;
    const first = balances.get(note.accountId);
    // A demo account opened by this transaction is named by the movement that opened it (a stake).
    const named = first && first.reason !== 'demo_open' ? first : note;
    balances.set(note.accountId, { ...note, reason: named.reason, reference: named.reference });
  }
  for (const note of balances.values()) {
    if (!events.listens(note.userId)) continue;
    const { currency } = note;
    events.publish(note.userId, {
      type: 'balanceChanged',
      mode: note.mode,
      currency,
      balance: formatUnits(note.balance, currency),
      held: formatUnits(note.held, currency),
      reason: note.reason,
      reference: note.reference,
    });
  }
  for (const note of notes) {
    if (note.kind !== 'reviewConcluded' || !events.listens(note.userId)) continue;
    const { subject, reference, status } = note;
    events.publish(note.userId, { type: 'reviewConcluded', subject, reference, status });
  }
}
