import type { Db } from './db.ts';
import { openPgDb } from './pg-db.ts';
import { openPgliteDb } from './pglite-db.ts';

/** PostgreSQL when a postgres:// URL is given, otherwise the embedded PGlite database in `dataDir`. */
export function openDb(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Db> {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) return openPgDb(url);
  return openPgliteDb(options.dataDir);
}
