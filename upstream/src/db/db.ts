import type { CommitListener, CommitNote } from './commit-notes.ts';

/** The one SQL surface the upstream uses; PGlite and node-postgres both implement it with the same dialect. */
export type Row = Record<string, unknown>;

export interface Queryable {
  /** Runs one parameterised statement ($1, $2, …) and returns its rows. */
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Leaves `note` for the database's commit listeners: handed over once the surrounding transaction
   * has committed, dropped when it rolls back; outside a transaction (the statement already
   * committed) at once.
   */
  note(note: CommitNote): void;
}

export interface Db extends Queryable {
  /** Runs `fn` inside BEGIN … COMMIT, rolling back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Hears the notes of every committed transaction, in commit order; returns the unlisten. */
  onCommit(listener: CommitListener): () => void;
  close(): Promise<void>;
}

/** int8 columns arrive as numbers from PGlite and as strings from node-postgres. */
export function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' || typeof value === 'bigint') return Number(value);
  throw new TypeError(`expected a numeric column, got ${typeof value}`);
}

export function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  throw new TypeError(`expected a text column, got ${typeof value}`);
}

export function toNullableText(value: unknown): string | null {
  return value === null || value === undefined ? null : toText(value);
}
