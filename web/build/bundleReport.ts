import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The first screen's JavaScript budget: compressed (gzip) bytes that index.html loads (200 KB). */
export const FIRST_ROUTE_BUDGET_BYTES = 200 * 1000;

type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

export type ChunkSize = { file: string; raw: number; gzip: number; brotli: number; firstRoute: boolean };

export async function readViteManifest(dist: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/**
 * The JavaScript files index.html loads before any interaction: the entry (src/boot.ts), the app
 * it imports as soon as the first paint is on screen (the entry's dynamic imports), and every
 * chunk those import statically, transitively. Other dynamic imports (other pages, Chakra, menus,
 * dialogs, other languages) wait for a navigation or a user and are not part of it.
 */
export function firstRouteFiles(manifest: Manifest): string[] {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry chunk');
  return staticFiles(manifest, [entry[0], ...(entry[1].dynamicImports ?? [])]);
}

/** The JavaScript files that loading these manifest keys loads: each, and its static imports, transitively. */
export function staticFiles(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
}

function gzipSize(content: Buffer): number {
  return gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length;
}

function brotliSize(content: Buffer): number {
  return brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;
}

/** Raw, gzip and brotli sizes of every JavaScript and CSS chunk in the manifest. */
export async function measureChunks(dist: string): Promise<ChunkSize[]> {
  const manifest = await readViteManifest(dist);
  const first = new Set(firstRouteFiles(manifest));
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  const sizes: ChunkSize[] = [];
  for (const file of [...files].filter((name) => /\.(js|css)$/.test(name)).sort()) {
    const path = join(dist, file);
    if (!(await stat(path).catch(() => null))) continue;
    const content = await readFile(path);
    sizes.push({
      file,
      raw: content.length,
      gzip: gzipSize(content),
      brotli: brotliSize(content),
      firstRoute: first.has(file),
    });
  }
  return sizes;
}

/** The gzip bytes of the first screen's JavaScript. */
export async function firstRouteGzipBytes(dist: string): Promise<{ files: string[]; gzip: number }> {
  const files = firstRouteFiles(await readViteManifest(dist));
  let gzip = 0;
  for (const file of files) gzip += gzipSize(await readFile(join(dist, file)));
  return { files, gzip };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The table `npm run build` prints: every chunk, then the first screen's total against its budget. */
export function formatReport(sizes: ChunkSize[]): string {
  const rows = [...sizes].sort((a, b) => b.gzip - a.gzip);
  const name = Math.max(...rows.map((row) => row.file.length), 10);
  const line = (cells: string[]) =>
    `${(cells[0] ?? '').padEnd(name)}  ${cells
      .slice(1)
      .map((cell) => cell.padStart(10))
      .join('  ')}`;
  const out = [line(['chunk', 'raw', 'gzip', 'brotli', 'first'])];
  for (const row of rows) {
    out.push(line([row.file, kb(row.raw), kb(row.gzip), kb(row.brotli), row.firstRoute ? 'yes' : '']));
  }
  const first = rows.filter((row) => row.firstRoute && row.file.endsWith('.js'));
  const sum = (pick: (row: ChunkSize) => number) => first.reduce((total, row) => total + pick(row), 0);
  out.push('');
  out.push(
    `first route: ${first.length} JavaScript files, ${kb(sum((row) => row.raw))} raw, ` +
      `${kb(sum((row) => row.gzip))} gzip, ${kb(sum((row) => row.brotli))} brotli ` +
      `(budget ${kb(FIRST_ROUTE_BUDGET_BYTES)} gzip)`,
  );
  return out.join('\n');
}
