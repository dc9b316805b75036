import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One process per embedded database directory. PGlite takes no lock of its own (its postmaster.pid
 * holds -42), so a second `npm start` on the same directory opened it too, both wrote, and the
 * next start died in WASM with `Aborted()`. This is PostgreSQL's own scheme, a file naming the
 * owner's process id, taken atomically (O_EXCL) and taken over when that process is gone; no
 * timer keeps it fresh, so a busy process never loses it.
 */
const LOCK_FILE = 'swx-upstream.pid';

export class DataDirInUse extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the directory for this process; the returned function gives it back (also done at exit). */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      const release = () => {
        process.off('exit', release);
        if (ownerOf(file) === process.pid) unlinkSync(file);
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = ownerOf(file);
      if (owner !== null && alive(owner)) {
        throw new DataDirInUse(
          `the database in ${dataDir} is in use by process ${owner}${owner === process.pid ? ' (this one)' : ''}: stop it, or give this one another UPSTREAM_DATA_DIR`,
        );
      }
      // Left by a process that is gone (a crash, a kill -9): take it over.
      unlinkSync(file);
    }
  }
  throw new DataDirInUse(`the database in ${dataDir} was taken by another process while this one started`);
}
