import { PGlite } from '@electric-sql/pglite';
import { migrate } from './migrate.ts';
import { pgliteDb } from './pglite-db.ts';

/**
 * A throwaway PGlite database with every migration applied, as a `dumpDataDir` tarball that
 * `openPgliteDb('memory://', template)` starts from. It is not seeded: the seed depends on the
 * clock (NFT rounds end relative to it), so each database still seeds itself at its own time.
 */
export async function buildPgliteTemplate(now: number): Promise<Blob> {
  const pglite = await PGlite.create('memory://');
  try {
    await migrate(pgliteDb(pglite), now);
    // Uncompressed: gzip takes seconds once and saves nothing when each database loads it.
    return await pglite.dumpDataDir('none');
  } finally {
    await pglite.close();
  }
}
