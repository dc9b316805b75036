import { openAsBlob } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import type { Db } from './db.ts';
import { migrate } from './migrate.ts';
import { openPgliteDb } from './pglite-db.ts';
import { buildPgliteTemplate } from './pglite-template.ts';

// Test databases start from the run's template (test-support/pglite-template-setup.ts, cached between
// runs): it must be the database that migrating from scratch gives, or every test on it would prove
// things about another schema.
async function describeSchema(db: Db) {
  return {
    migrations: await db.query('SELECT name FROM schema_migrations ORDER BY name'),
    columns: await db.query(
      `SELECT table_name, column_name, data_type, column_default, is_nullable
         FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name`,
    ),
    indexes: await db.query(
      `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`,
    ),
    constraints: await db.query(
      `SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
        WHERE connamespace = 'public'::regnamespace ORDER BY conname`,
    ),
    ledgerReasons: await db.query('SELECT * FROM ledger_reasons ORDER BY reason'),
  };
}

describe('the migrated PGlite template', () => {
  // Creating a PGlite cluster from scratch takes seconds, tens of them on a busy machine.
  it('starts a database with the schema, rows and migration record of one migrated from scratch', async () => {
    const now = Date.UTC(2026, 0, 7, 15, 0, 0);
    const fromScratch = await openPgliteDb('memory://');
    await migrate(fromScratch, now);
    const path = inject('pgliteTemplate');
    const template = path ? await openAsBlob(path) : await buildPgliteTemplate(now);
    const fromTemplate = await openPgliteDb('memory://', template);
    try {
      expect(await migrate(fromTemplate, now)).toEqual([]);
      const expected = await describeSchema(fromScratch);
      expect(expected.migrations.length).toBeGreaterThan(0);
      expect(await describeSchema(fromTemplate)).toEqual(expected);
    } finally {
      await fromScratch.close();
      await fromTemplate.close();
    }
  }, 180_000);
});
