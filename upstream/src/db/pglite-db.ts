import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { CommitListeners, type CommitNote } from './commit-notes.ts';
import { lockDataDir } from './data-dir-lock.ts';
import type { Db, Queryable, Row } from './db.ts';

function wrapTransaction(tx: Transaction, notes: CommitNote[]): Queryable {
  return {
    note: (note) => {
      notes.push(note);
    },
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const result = await tx.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await tx.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL (WASM). `dataDir` is a directory on disk, or 'memory://' for a throwaway database;
 * a throwaway database starts from `template` (a `dumpDataDir` tarball) when given, skipping initdb.
 */
export async function openPgliteDb(dataDir: string, template?: Blob): Promise<Db> {
  const onDisk = !dataDir.startsWith('memory://');
  if (onDisk && template) throw new Error('a PGlite template is only for a memory:// database');
  if (onDisk) await mkdir(dataDir, { recursive: true });
  const unlock = onDisk ? lockDataDir(dataDir) : () => undefined;
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(template ? { dataDir, loadDataDir: template } : { dataDir });
  } catch (error) {
    unlock();
    throw error;
  }
  return pgliteDb(pglite, unlock);
}

/** The upstream's SQL surface over an open PGlite; `close` closes it, then calls `onClosed`. */
export function pgliteDb(pglite: PGlite, onClosed: () => void = () => undefined): Db {
  const listeners = new CommitListeners();
  return {
    note: (note) => listeners.committed([note]),
    onCommit: (listener) => listeners.add(listener),
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const result = await pglite.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await pglite.exec(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const notes: CommitNote[] = [];
      const value = await pglite.transaction((tx) => fn(wrapTransaction(tx, notes)));
      listeners.committed(notes);
      return value;
    },
    close: async () => {
      await pglite.close();
      onClosed();
    },
  };
}
