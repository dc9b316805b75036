import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { PRERENDER_RENDERER } from './prerender.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text. Images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|map|xml|webmanifest)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;
// Brotli's best quality costs ~20 times quality 9 for a few percent: worth it for the assets
// (cached a year), not for the hundreds of prerendered pages (each ~1/400th of the traffic).
const brotliQuality = (path: string) => (path.endsWith('.html') ? 9 : constants.BROTLI_MAX_QUALITY);

async function* files(directory: string): AsyncGenerator<string> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) beside every text file of the
 * build, once, at build time: the gateway sends the copy the browser accepts without compressing
 * per request. Node's zlib does both; no plugin or native addon is needed.
 */
export async function precompress(dist: string): Promise<number> {
  let count = 0;
  const work: Promise<void>[] = [];
  for await (const path of files(dist)) {
    // The gateway's page renderer is read from disk, never sent.
    if (!COMPRESSIBLE.test(path) || path === join(dist, PRERENDER_RENDERER)) continue;
    work.push(
      (async () => {
        const content = await readFile(path);
        if (content.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: brotliQuality(path),
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        count += 1;
      })(),
    );
  }
  await Promise.all(work);
  return count;
}
