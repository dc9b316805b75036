import type { Db } from './db.ts';
import { openPgliteDb } from './pglite-db.ts';

/** PostgreSQL when a postgres:// URL is given, otherwise the embedded PGlite database in `dataDir`. */
export async function openDb(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  pgliteTemplate?: Blob | undefined;
}): Promise<Db> {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    // Loaded on demand: the default embedded path never pays for node-postgres.
    const { openPgDb } = await import('./pg-db.ts');
    return openPgDb(url);
  }
  return openPgliteDb(options.dataDir, options.pgliteTemplate);
}
