import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../test-support/test-upstream.ts';
import type { Db } from './db.ts';
import { migrate } from './migrate.ts';
import { openPgDb } from './pg-db.ts';
import { openPgliteDb } from './pglite-db.ts';

const migrationsDir = new URL('./migrations/', import.meta.url);
const oldRisk =
  'Trading leveraged products such as options, contracts for difference and futures carries a high level of risk. Prices can move quickly against you and you can lose more than you expected, in some products more than your initial deposit.';

/**
 * A database from before articles came in every interface language: migrations up to 005 applied, English
 * and Chinese rows seeded.
 */
async function databaseBeforeIssue13(db: Db): Promise<void> {
  await db.exec('CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at bigint NOT NULL)');
  const files = (await readdir(migrationsDir)).filter((name) => name < '006').sort();
  for (const name of files) {
    await db.exec(await readFile(new URL(name, migrationsDir), 'utf8'));
    await db.query('INSERT INTO schema_migrations (name, applied_at) VALUES ($1, 0)', [name]);
  }
  const insert = `INSERT INTO contents (slug, language_type, type, title, content, sort, updated_at)
                  VALUES ($1, $2, $3, $4, $5, 0, 0)`;
  await db.query(insert, ['risk-warning', 2, 2, 'Risk warning', `${oldRisk}\n\nOnly ever trade…`]);
  await db.query(insert, ['risk-warning', 1, 2, '风险提示', '运营人员改写过的文本']);
  await db.query(insert, ['about-us', 2, 1, 'About us', 'Edited by an operator']);
  const notice = `INSERT INTO notices (slug, language_type, title, content, created_at) VALUES ($1, $2, $3, $4, 1)`;
  await db.query(notice, ['welcome', 1, '欢迎', '正文']);
  await db.query(notice, ['welcome', 2, 'Welcome', 'Text']);
}

describe.each(testBackends())('migrations 006 and 007 on an existing database ($name)', (backend) => {
  it('gives old rows their language, keeps edited texts, and makes the risk warning plain', async () => {
    const schema = backend.databaseUrl ? await backend.databaseUrl() : undefined;
    const db = schema ? await openPgDb(schema.url) : await openPgliteDb('memory://');
    try {
      await databaseBeforeIssue13(db);
      expect(await migrate(db, Date.now())).toEqual([
        '006_content_languages.sql',
        '007_notice_languages.sql',
        '008_random_record_ids.sql',
        '009_ledger_reasons.sql',
        '010_smart_plans.sql',
        '011_identification.sql',
        '012_loans.sql',
        '013_nfts.sql',
        '014_faqs.sql',
        '015_chat.sql',
        '016_social_sign_in.sql',
        '017_chat_images.sql',
        '018_unclaimed_defaults.sql',
      ]);
      const rows = await db.query<{ slug: string; language: string; content: string; updated_at: string }>(
        'SELECT slug, language, content, updated_at::text AS updated_at FROM contents ORDER BY slug, language',
      );
      expect(rows.map(({ slug, language }) => [slug, language])).toEqual([
        ['about-us', 'en'],
        ['risk-warning', 'en'],
        ['risk-warning', 'zh'],
      ]);
      expect(rows[0]?.content).toBe('Edited by an operator');
      expect(rows[1]?.content).toMatch(
        /^Trading carries a high level of risk, and you can lose all of the money/,
      );
      expect(rows[1]?.content).toMatch(/\n\nOnly ever trade…$/);
      expect(Number(rows[1]?.updated_at)).toBeGreaterThan(0);
      expect(rows[2]).toMatchObject({ content: '运营人员改写过的文本', updated_at: '0' });
      expect(await db.query('SELECT title, language FROM notices ORDER BY language')).toEqual([
        { title: 'Welcome', language: 'en' },
        { title: '欢迎', language: 'zh' },
      ]);
    } finally {
      await db.close();
      await schema?.drop();
    }
  }, 180_000);
});
