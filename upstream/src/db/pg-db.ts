import { createRequire } from 'node:module';
import type pg from 'pg';
import { CommitListeners, type CommitNote } from './commit-notes.ts';
import type { Db, Queryable, Row } from './db.ts';

type PoolConstructor = new (config: pg.PoolConfig) => pg.Pool;

/** A CommonJS export, or the same export seen through an ES module namespace. */
function unwrapDefault(module: unknown): unknown {
  return typeof module === 'object' && module !== null && 'default' in module ? module.default : module;
}

/**
 * node-postgres is loaded as pg-pool plus pg's client class, both resolved from pg's own directory,
 * instead of `import pg from 'pg'`: under Vitest's module hooks `require('pg-pool')` inside
 * pg/lib/index.js yields pg-pool's ES module namespace and `class BoundPool extends Pool` throws at
 * import. Unwrapping `default` makes the same code run in plain Node and in tests.
 */
function loadPg(): { Pool: PoolConstructor; Client: typeof pg.Client } {
  const requireFromHere = createRequire(import.meta.url);
  const requireFromPg = createRequire(requireFromHere.resolve('pg'));
  return {
    Pool: unwrapDefault(requireFromPg('pg-pool')) as PoolConstructor,
    Client: unwrapDefault(requireFromPg('pg/lib/client.js')) as typeof pg.Client,
  };
}

function wrapClient(client: pg.PoolClient, notes: CommitNote[]): Queryable {
  return {
    note: (note) => {
      notes.push(note);
    },
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const result = await client.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

/**
 * A real PostgreSQL server through a node-postgres pool. A `?options=-c search_path=…` parameter in
 * the URL selects a schema (the tests use a fresh one per run).
 */
export async function openPgDb(connectionString: string): Promise<Db> {
  const { Pool, Client } = loadPg();
  const pool = new Pool({ connectionString, max: 10, Client });
  // Fail at start, not on the first request, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  const listeners = new CommitListeners();
  return {
    note: (note) => listeners.committed([note]),
    onCommit: (listener) => listeners.add(listener),
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      const result = await pool.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string): Promise<void> {
      await pool.query(sql);
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      const notes: CommitNote[] = [];
      try {
        await client.query('BEGIN');
        const value = await fn(wrapClient(client, notes));
        await client.query('COMMIT');
        listeners.committed(notes);
        return value;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
