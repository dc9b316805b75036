import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestUpstream } from '../test-support/test-upstream.ts';
import { migrate } from './migrate.ts';
import { openPgliteDb } from './pglite-db.ts';

describe('migrations', () => {
  let dir = '';
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('apply once: a restart on the same PGlite directory keeps data and applies and seeds nothing twice', async () => {
    // tmpfs when there is one: creating a PGlite cluster on a busy disk takes seconds.
    dir = await mkdtemp(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'upstream-migrate-'));
    const first = await startTestUpstream({ dataDir: dir });
    await first.post('/login/sendCode', { email: 'keep@example.com' });
    const contentCount = await first.upstream.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM contents',
    );
    await first.close();

    const second = await startTestUpstream({ dataDir: dir });
    const applied = await second.upstream.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(applied.map((m) => m.name)).toEqual([
      '001_accounts.sql',
      '002_content.sql',
      '003_market_ticks.sql',
      '004_options_trading.sql',
      '005_money.sql',
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
    expect(await second.upstream.db.query('SELECT count(*)::int AS n FROM contents')).toEqual(contentCount);
    // The code sent before the restart still counts for the 60 s resend guard.
    expect((await second.post('/login/sendCode', { email: 'keep@example.com' })).body.code).toBe(10093);
    await second.close();

    const db = await openPgliteDb(dir);
    expect(await migrate(db, Date.now())).toEqual([]);
    await db.close();
  }, 180_000);
});
