import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { statFile } from './built-files.ts';
import { languageTagOf, pageLanguage } from './page-language.ts';
import { parseCookies, priceColorsOf, sessionOf } from './request-cookies.ts';

/**
 * What the build writes to pick a prerendered first paint per request (web/build/prerender.ts):
 * `prerender/<language>/<desktop|mobile>-<in|out>[-intro]/<page>.html`, `-intro` being a mobile
 * session's first page (the intro board open over it).
 */
type PrerenderManifest = {
  /** Page path to file name; a `:name` segment of a path stands for any one segment (an order's id). */
  pages: Record<string, string>;
  languages: string[];
  configuredLanguage: string | null;
  mobileUserAgent: string;
  cookies: {
    language: string;
    signedIn: string;
    introShown?: string;
    priceColors?: string;
    /** The session's token, read for the session pages only. */
    session?: string;
    /** The account in use (virtualStatus), for the session pages. */
    accountMode?: string;
  };
  /** The pages rendered per request with their data (data-pages.ts), when the build has a renderer. */
  dataPages?: string[];
  /** Those rendered with the user's own data: given the session, and never kept by a cache. */
  sessionPages?: string[];
  /** The pages that take a posted form (the sign-in callback): `<page>.posted.html` answers a POST. */
  postedPages?: string[];
};

/** A prerendered page picked for a request, and what it was picked by. */
export type PrerenderedPage = { file: string; language: string; mobile: boolean; signedIn: boolean };

/**
 * How a data page's query is asked: a session page's with the browser's own headers (token,
 * account mode, language), a public one's with none.
 */
export type DataPageCaller = { session: boolean; headers: Record<string, string>; virtualStatus?: number };

/**
 * The prerendered page of a path: its own, else the first whose `:name` segments match any one
 * non-empty segment of it (`/profile/orders/:id` for `/profile/orders/OP123`).
 */
export function pageOf(pages: Record<string, string>, pathname: string): string | undefined {
  const exact = pages[pathname];
  if (exact !== undefined) return exact;
  const segments = pathname.split('/');
  for (const [path, page] of Object.entries(pages)) {
    if (!path.includes('/:')) continue;
    const pattern = path.split('/');
    if (
      pattern.length === segments.length &&
      pattern.every((part, at) => (part.startsWith(':') ? segments[at] !== '' : part === segments[at]))
    )
      return page;
  }
  return undefined;
}

/** The build's prerendered pages under `root`, and which of them answers a request. */
export class PrerenderedPages {
  private readonly root: string;
  private cache: { mtimeMs: number; manifest: PrerenderManifest | null } | null = null;

  constructor(root: string) {
    this.root = root;
  }

  /** The build's manifest, read again when a build rewrote it. */
  private manifest(): PrerenderManifest | null {
    const path = join(this.root, 'prerender', 'manifest.json');
    const stats = statFile(path);
    if (!stats) return null;
    if (this.cache?.mtimeMs !== stats.mtimeMs) {
      let manifest: PrerenderManifest | null = null;
      try {
        manifest = JSON.parse(readFileSync(path, 'utf8')) as PrerenderManifest;
      } catch {
        // A build in progress or a broken file: serve the plain index.html meanwhile.
      }
      this.cache = { mtimeMs: stats.mtimeMs, manifest };
    }
    return this.cache.manifest;
  }

  /**
   * The prerendered index.html for this request (the posted variant with `suffix` '.posted') and
   * what it was picked by: its language, layout (user agent), session state and, on mobile,
   * whether the session has seen the intro board. Null when the path has none.
   */
  pick(req: IncomingMessage, pathname: string, suffix: '' | '.posted' = ''): PrerenderedPage | null {
    const manifest = this.manifest();
    const page = manifest && pageOf(manifest.pages, pathname);
    if (!manifest || !page) return null;
    const cookies = parseCookies(req.headers.cookie);
    const language = this.language(req, cookies, manifest);
    const mobile = new RegExp(manifest.mobileUserAgent).test(req.headers['user-agent'] ?? '');
    const session = cookies.get(manifest.cookies.signedIn) === '1' ? 'in' : 'out';
    const variant = `${mobile ? 'mobile' : 'desktop'}-${session}`;
    const introCookie = manifest.cookies.introShown;
    const intro = mobile && introCookie !== undefined && cookies.get(introCookie) !== '1';
    const file = (name: string) => join(this.root, 'prerender', language, name, `${page}${suffix}.html`);
    const picked = { language, mobile, signedIn: session === 'in' };
    if (intro && statFile(file(`${variant}-intro`))) return { file: file(`${variant}-intro`), ...picked };
    return statFile(file(variant)) ? { file: file(variant), ...picked } : null;
  }

  /** Whether the page at `pathname` takes a posted form (the sign-in callback). */
  takesPost(pathname: string): boolean {
    return this.manifest()?.postedPages?.includes(pathname) ?? false;
  }

  /**
   * Whether the page at `pathname` is rendered with its data, and the headers its query is asked
   * with: a session page's are the browser's own (token, account mode, language), from the
   * request's cookies; without a session it is served as prerendered. Null: not a data page.
   */
  dataPageCaller(req: IncomingMessage, pathname: string): DataPageCaller | null {
    const manifest = this.manifest();
    const listed = (paths: string[] | undefined) =>
      pageOf(Object.fromEntries((paths ?? []).map((path) => [path, path])), pathname) !== undefined;
    if (!manifest || !listed(manifest.dataPages)) return null;
    if (!listed(manifest.sessionPages)) return { session: false, headers: {} };
    const cookies = parseCookies(req.headers.cookie);
    const session = sessionOf(cookies, manifest.cookies);
    if (!session) return null;
    const { token, virtualStatus } = session;
    return {
      session: true,
      virtualStatus,
      headers: {
        authorization: token,
        // As web/src/relay/requestHeaders.ts sends them.
        virtually: virtualStatus === 1 ? 'NO' : 'YES',
        'accept-language': languageTagOf(this.language(req, cookies, manifest)),
      },
    };
  }

  /** The user's price colours, from their cookie, when they chose one. */
  priceColors(req: IncomingMessage): string | undefined {
    const cookieName = this.manifest()?.cookies.priceColors;
    return cookieName ? priceColorsOf(parseCookies(req.headers.cookie), cookieName) : undefined;
  }

  private language(req: IncomingMessage, cookies: Map<string, string>, manifest: PrerenderManifest): string {
    return pageLanguage(cookies.get(manifest.cookies.language), req.headers['accept-language'], manifest);
  }
}
