import { readdir, readFile } from 'node:fs/promises';
import type { Db } from './db.ts';

const migrationsDir = new URL('./migrations/', import.meta.url);
/** Arbitrary constant key: serialises migrators when several processes start against one PostgreSQL. */
const migrationLockKey = 7_204_611;

/** `migrations/NNN_name.sql` in the order they apply. */
export async function readMigrations(): Promise<{ name: string; sql: string }[]> {
  const names = (await readdir(migrationsDir)).filter((name) => /^\d{3}_[a-z0-9_]+\.sql$/.test(name)).sort();
  return Promise.all(
    names.map(async (name) => ({ name, sql: await readFile(new URL(name, migrationsDir), 'utf8') })),
  );
}

/**
 * Applies `migrations/NNN_name.sql` in name order, each in its own transaction, and records it in
 * `schema_migrations` so a restart applies nothing twice. Returns the names applied by this call.
 */
export async function migrate(db: Db, now: number): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at bigint NOT NULL)',
  );
  const applied: string[] = [];
  for (const { name, sql } of await readMigrations()) {
    const didApply = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name]);
      if (done.length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, $2)', [name, now]);
      return true;
    });
    if (didApply) applied.push(name);
  }
  return applied;
}
