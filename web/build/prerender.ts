import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type * as FirstScreenModule from '../src/prerender/firstScreen';
import { routePreloads } from './routePreloads.ts';

/** Where the prerendered pages go inside the build output, and what the gateway reads there. */
export const PRERENDER_DIR = 'prerender';
export const PRERENDER_MANIFEST = 'prerender/manifest.json';

/**
 * What the gateway needs to pick a prerendered page for a request: the page paths, the
 * languages, the user agents that get the mobile layout, and the configured default language.
 * A page's file is `prerender/<language>/<variant>/<slug>.html`, the variant being
 * `desktop-in`, `desktop-out`, `mobile-in`, `mobile-out`, or a mobile one with `-intro` (the
 * session's first visit, intro board open: the home page only).
 */
export type PrerenderManifest = {
  /** Page path (`:name` stands for any one segment) to file name. */
  pages: Record<string, string>;
  languages: string[];
  configuredLanguage: string | null;
  mobileUserAgent: string;
  /** The pages the gateway renders per request with their data (PRERENDER_RENDERER's renderPageWithData). */
  dataPages: string[];
  /**
   * Those of them rendered with the user's own data: the gateway passes them the session (the
   * `session` cookie) and the account mode, and no cache keeps what they answer.
   */
  sessionPages: string[];
  /**
   * The pages that take a posted form (a provider's answer to the sign-in callback): the gateway
   * serves `<slug>.posted.html` for a POST, with the posted fields after #root.
   */
  postedPages: string[];
  /**
   * `priceColors`: the user's price colour preference, which the gateway sets on <html>;
   * `session` and `accountMode`: the token and virtualStatus the session pages are rendered with.
   */
  cookies: {
    language: string;
    signedIn: string;
    introShown: string;
    priceColors: string;
    accountMode: string;
    session: string;
  };
};

/** The page's file name: `profile_orders_id` for `/profile/orders/:id` (a route with a parameter). */
export function pageSlug(path: string): string {
  return path === '/' ? 'home' : path.slice(1).replaceAll('/', '_').replaceAll(':', '');
}

/** The renderer the gateway runs for the pages it renders with their data (`dataPages`). */
export const PRERENDER_RENDERER = 'prerender/render.mjs';

/**
 * Builds the first-screen renderer for Node (a Vite SSR build of src/prerender/firstScreen.tsx)
 * into the build output, where the gateway loads it too (the gateway never serves /prerender/).
 */
async function buildRenderer(webRoot: string, dist: string): Promise<typeof FirstScreenModule> {
  const outDir = await mkdtemp(join(tmpdir(), 'swx-prerender-'));
  try {
    await build({
      configFile: join(webRoot, 'vite.config.ts'),
      logLevel: 'warn',
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      // Everything bundled, so Node never loads Relay's CommonJS with ESM named imports.
      ssr: { noExternal: true, target: 'node' },
      build: {
        ssr: join(webRoot, 'src/prerender/firstScreen.tsx'),
        outDir,
        emptyOutDir: true,
        manifest: false,
        minify: false,
        copyPublicDir: false,
        rolldownOptions: { output: { entryFileNames: 'first-screen.mjs', codeSplitting: false } },
      },
    });
    const renderer = join(dist, PRERENDER_RENDERER);
    await mkdir(dirname(renderer), { recursive: true });
    await copyFile(join(outDir, 'first-screen.mjs'), renderer);
    return (await import(pathToFileURL(renderer).href)) as typeof FirstScreenModule;
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * Writes one index.html per prerendered page × language × layout × session state, with the
 * first screen's markup in #root and the app's stylesheet inlined (no request before the first
 * paint; no script inline). Returns the number of pages written.
 */
export async function prerender(webRoot: string, dist: string): Promise<number> {
  const renderer = await buildRenderer(webRoot, dist);
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  const styleLinks = [...template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\n?/g)];
  let styles = '';
  for (const [, href] of styleLinks) styles += await readFile(join(dist, href ?? ''), 'utf8');
  let withStyles = template;
  for (const [link] of styleLinks) withStyles = withStyles.replace(link, '');
  withStyles = withStyles.replace('</head>', `<style>${styles}</style>\n  </head>`);

  const variants = [false, true].flatMap((mobile) =>
    [false, true].flatMap((signedIn) =>
      (mobile ? [false, true] : [false]).map((intro) => ({ mobile, signedIn, intro })),
    ),
  );
  const preloads = await routePreloads(dist);
  let written = 0;
  for (const language of renderer.languages) {
    for (const { mobile, signedIn, intro } of variants) {
      const variant = `${mobile ? 'mobile' : 'desktop'}-${signedIn ? 'in' : 'out'}${intro ? '-intro' : ''}`;
      const directory = join(dist, PRERENDER_DIR, language, variant);
      await mkdir(directory, { recursive: true });
      const pages = Object.entries(renderer.firstScreenPages).flatMap(([path, page]) =>
        [false, ...(page.posted ? [true] : [])].map((posted) => ({ path, posted, modules: page.modules })),
      );
      for (const { path, posted, modules } of pages) {
        // The intro board opens only over a session's first page when that is the home page
        // (shell/introBoardAtStart); elsewhere the gateway serves the page without it.
        if (intro && path !== '/') continue;
        const page = await renderer.renderFirstScreen({ path, language, mobile, signedIn, intro, posted });
        const html = (
          modules
            ? withStyles.replace(
                '</head>',
                `  ${preloads([...modules, `src/locales/${language}.json`])}\n  </head>`,
              )
            : withStyles
        )
          .replace(/<html lang="[^"]*" dir="[^"]*"/, `<html lang="${page.lang}" dir="${page.dir}"`)
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
          .replace(
            '<div id="root"></div>',
            `<div id="root" data-prerendered="${escapeHtml(page.key)}">${page.body}</div>`,
          );
        await writeFile(join(directory, `${pageSlug(path)}${posted ? '.posted' : ''}.html`), html);
        written += 1;
      }
    }
  }
  const manifest: PrerenderManifest = {
    pages: Object.fromEntries(Object.keys(renderer.firstScreenPages).map((path) => [path, pageSlug(path)])),
    dataPages: renderer.dataPagePaths,
    sessionPages: renderer.sessionPagePaths,
    postedPages: Object.entries(renderer.firstScreenPages)
      .filter(([, page]) => page.posted)
      .map(([path]) => path),
    languages: [...renderer.languages],
    configuredLanguage: renderer.configuredLanguage,
    mobileUserAgent: renderer.mobileUserAgentPattern.source,
    cookies: {
      ...renderer.hintCookies,
      priceColors: renderer.priceColorsCookie,
      session: renderer.sessionCookie,
    },
  };
  await writeFile(join(dist, PRERENDER_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return written;
}
