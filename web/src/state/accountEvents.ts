/**
 * What the shell's one account event subscription tells the open page (shell/AccountEventsLive):
 * a balance of one account moved, or an operator concluded a review. Account records update in the
 * Relay store by their ids without this; pages whose figures are not Account records (the
 * balances per currency, a loan's or an identity check's state) read their query again.
 */
export type AccountEventNote =
  | { kind: 'balanceChanged'; mode: 'REAL' | 'DEMO' }
  | { kind: 'reviewConcluded'; subject: ReviewSubjectName };

export type ReviewSubjectName = 'IDENTIFICATION' | 'LOAN' | 'RECHARGE' | 'WITHDRAWAL';

type Listener = (note: AccountEventNote) => void;

const listeners = new Set<Listener>();

export function publishAccountEvent(note: AccountEventNote): void {
  for (const listener of [...listeners]) listener(note);
}

/** Hears the shell's account events; returns the unlisten. */
export function listenToAccountEvents(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
