import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredImageType } from './proof-images.ts';

/**
 * Proof images on disk, in a directory of their own outside any web root (default
 * `<repo>/data/proofs`). Files get random names, so no path comes from the client; they are read
 * back only through the owner's or the operator's authenticated route.
 */
export class ProofStore {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  async write(bytes: Buffer, type: StoredImageType): Promise<string> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const name = `${randomUUID()}.${type === 'image/png' ? 'png' : 'jpg'}`;
    // 'wx': never overwrite; 0o600: readable by this server only.
    await writeFile(join(this.dir, name), bytes, { flag: 'wx', mode: 0o600 });
    return name;
  }

  read(name: string): Promise<Buffer> {
    return readFile(join(this.dir, name));
  }

  /** Removes a file whose record was never committed (nothing is kept for a refused deposit). */
  async remove(name: string): Promise<void> {
    await rm(join(this.dir, name), { force: true });
  }
}
