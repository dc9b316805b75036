import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FIRST_ROUTE_BUDGET_BYTES,
  firstRouteGzipBytes,
  readViteManifest,
  staticFiles,
} from '../build/bundleReport';

const dist = join(import.meta.dirname, '../dist');
const built = existsSync(join(dist, '.vite/manifest.json'));

if (!built) {
  console.warn(
    'bundle budget skipped: web/dist is not built. Run `npm run build` first (npm test builds, then runs this test).',
  );
}

/** The features' route manifests (`<feature>/routes.ts(x)`). */
function manifestFiles(): string[] {
  return readdirSync(import.meta.dirname, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      ['routes.ts', 'routes.tsx'].map((name) => join(import.meta.dirname, entry.name, name)),
    )
    .filter((file) => existsSync(file));
}

// Reads the build output, so `npm test` runs it after building the web app (scripts/test.ts).
describe.skipIf(!built)('bundle budget', () => {
  it("keeps the first route's JavaScript (everything index.html loads) within 200 KB gzip", async () => {
    const { files, gzip } = await firstRouteGzipBytes(dist);
    expect(files.length).toBeGreaterThan(0);
    expect(gzip, `first route: ${files.join(', ')} = ${gzip} bytes gzip`).toBeLessThanOrEqual(
      FIRST_ROUTE_BUDGET_BYTES,
    );
  });

  it('keeps Chakra, the chart library and the other languages out of the first route', async () => {
    const { files } = await firstRouteGzipBytes(dist);
    const lazy = files.filter((file) =>
      /chakra|KlineChart|apexcharts|\/(ar|de|es|fr|hk|it|ja|ko|pt|zh)-/.test(file),
    );
    expect(lazy).toEqual([]);
  });

  it('keeps Chakra out of what the pages in plain markup load to paint (their dialogs and toasts bring it)', async () => {
    // Every `page: () => import('./Route')` of the features' manifests (the router makes each a
    // plainPage): the route module's chunk.
    const plain = manifestFiles().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/page: \(\) =>\s*import\('\.\/([\w/-]+)'\)/g)].map(
        ([, module]) => `src/${relative(import.meta.dirname, dirname(file))}/${module}.tsx`,
      ),
    );
    expect(plain.length).toBeGreaterThan(10);
    const manifest = await readViteManifest(dist);
    const withChakra = plain.filter((key) =>
      staticFiles(manifest, [key]).some((file) => /chakra-[\w-]+\.js$/.test(file)),
    );
    expect(withChakra).toEqual([]);
  });
});
