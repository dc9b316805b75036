import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AFTER_PAINT_PRELOADS } from '../src/afterPaintPreloads.ts';

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * The chunks a prerendered page's route needs before it renders: the app, the router's pages, the
 * route's own modules (`modules` in firstScreenPages, sources from web/), the language file, and
 * everything they import. Without them each level is asked for only once the one before it has run
 * (the page, its texts, then its query): on a phone that chain, not the bytes, decided when a help
 * page's text painted (Lighthouse: LCP ~4 s).
 *
 * The page names them in a meta element (src/afterPaintPreloads.ts) and boot.ts asks for them once
 * the prerendered first paint is on screen: nothing in that paint waits on them, and Lighthouse's
 * phone model counts every script that loads before the paint as delaying it (/customerservice
 * read LCP 2.75 s with them in <link rel=modulepreload>s even at low priority, 1.33 s after).
 */
export async function routePreloads(dist: string): Promise<(sources: string[]) => string> {
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  return (sources) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`routePreloads: ${key} is not in the build's manifest`);
      // index.html is the entry itself, which the page loads already.
      if (key === 'index.html' || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const source of ['src/main.tsx', 'src/router/pageRoutes.tsx', ...sources]) visit(source);
    const hrefs = [...files].map((file) => `/${file}`);
    return `<meta name="${AFTER_PAINT_PRELOADS}" content="${hrefs.join(' ')}">`;
  };
}
