import type { AccountMode, Currency, LedgerEntry, ReviewConcluded } from '@swx/contract';

/**
 * What a transaction leaves to be told once it has committed: a balance that moved (the ledger
 * notes every entry it writes) or a review that concluded. A rollback drops the notes, so nobody
 * hears of a change that never happened, and a listener that reads the database after hearing
 * sees the change.
 */
export type CommitNote = BalanceChangedNote | ReviewConcludedNote;

export type BalanceChangedNote = {
  kind: 'balanceChanged';
  accountId: number;
  userId: number;
  mode: AccountMode;
  currency: Currency;
  /** The ledger reason of the entry. */
  reason: LedgerEntry['reason'];
  reference: string | null;
  /** Minor units after the entry. */
  balance: bigint;
  held: bigint;
};

/** What an operator (or the demo's automatic review) decides about: the reviews of the spec. */
export type ReviewSubject = ReviewConcluded['subject'];

export type ReviewConcludedNote = {
  kind: 'reviewConcluded';
  userId: number;
  subject: ReviewSubject;
  /** The record's order number (the identification's id for an identity check). */
  reference: string;
  /** The record's state after the step, in the upstream's words (`verified`, `repaying`, `rejected`, …). */
  status: string;
};

export type CommitListener = (notes: readonly CommitNote[]) => void;

/** The listeners of one database; both database kinds hand them each committed transaction's notes. */
export class CommitListeners {
  readonly #listeners = new Set<CommitListener>();

  add(listener: CommitListener): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /** Called after COMMIT returned: a listener's failure cannot undo the commit, nor stop the others. */
  committed(notes: readonly CommitNote[]): void {
    if (notes.length === 0) return;
    for (const listener of [...this.#listeners]) {
      try {
        listener(notes);
      } catch (error) {
        // The money has moved; a lost live event is repaired by the client's next read.
        process.emitWarning(error instanceof Error ? error : String(error), 'CommitListenerWarning');
      }
    }
  }
}
