import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.ts';
import type { Db, Queryable, Row } from './db.ts';

function wrapTransaction(tx: Transaction): Queryable {
  return {
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const result = await tx.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await tx.exec(sql);
    },
  };
}

/** Embedded PostgreSQL (WASM). `dataDir` is a directory on disk, or 'memory://' for a throwaway database. */
export async function openPgliteDb(dataDir: string): Promise<Db> {
  const onDisk = !dataDir.startsWith('memory://');
  if (onDisk) await mkdir(dataDir, { recursive: true });
  const unlock = onDisk ? lockDataDir(dataDir) : () => undefined;
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  return {
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const result = await pglite.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await pglite.exec(sql);
    },
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      return pglite.transaction((tx) => fn(wrapTransaction(tx)));
    },
    close: async () => {
      await pglite.close();
      unlock();
    },
  };
}
