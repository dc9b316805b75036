import { openAsBlob } from 'node:fs';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite tarball built by pglite-template-setup.ts (Vitest global setup). */
    pgliteTemplate?: string;
  }
}

/**
 * Options for a throwaway test database: 'memory://', started from the run's migrated template when
 * the global setup built one (seconds saved per database), else created and migrated from scratch.
 */
export async function throwawayDatabase(): Promise<{ dataDir: string; pgliteTemplate?: Blob }> {
  const path = inject('pgliteTemplate');
  return path ? { dataDir: 'memory://', pgliteTemplate: await openAsBlob(path) } : { dataDir: 'memory://' };
}
