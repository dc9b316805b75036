import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routePreloads } from '../build/routePreloads';

const manifest = {
  'index.html': { file: 'assets/index-1.js', imports: [] },
  'src/main.tsx': { file: 'assets/main-1.js', imports: ['index.html', '_vendor-1.js'] },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  'src/router/pageRoutes.tsx': { file: 'assets/pageRoutes-1.js', imports: ['src/main.tsx', '_vendor-1.js'] },
  'src/help/FaqRoute.tsx': { file: 'assets/FaqRoute-1.js', imports: ['_help.module-1.js', 'src/main.tsx'] },
  '_help.module-1.js': { file: 'assets/help.module-1.js' },
  'src/locales/ar.json': { file: 'assets/ar-1.js' },
};

const dist = await mkdtemp(join(tmpdir(), 'swx-preloads-'));
await mkdir(join(dist, '.vite'));
await writeFile(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
afterAll(() => rm(dist, { recursive: true, force: true }));

describe('routePreloads', () => {
  it("preloads the app, the router, the route's modules, its language and all they import, each once", async () => {
    const meta = (await routePreloads(dist))(['src/help/FaqRoute.tsx', 'src/locales/ar.json']);
    expect(/content="([^"]+)"/.exec(meta)?.[1]?.split(' ')).toEqual([
      '/assets/main-1.js',
      '/assets/vendor-1.js',
      '/assets/pageRoutes-1.js',
      '/assets/FaqRoute-1.js',
      '/assets/help.module-1.js',
      '/assets/ar-1.js',
    ]);
    expect(meta).not.toContain('index-1.js');
  });

  it('names them for boot.ts to ask for after the first paint, which needs none of them', async () => {
    const meta = (await routePreloads(dist))(['src/help/FaqRoute.tsx']);
    expect(meta).toBe(
      '<meta name="swx-modulepreload" content="/assets/main-1.js /assets/vendor-1.js /assets/pageRoutes-1.js /assets/FaqRoute-1.js /assets/help.module-1.js">',
    );
  });

  it('fails the build on a module the build does not have (a renamed route)', async () => {
    const preloads = await routePreloads(dist);
    expect(() => preloads(['src/help/Renamed.tsx'])).toThrow('src/help/Renamed.tsx is not in the build');
  });
});
