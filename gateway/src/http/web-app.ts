import { createReadStream, readFileSync, type Stats, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import {
  contentSecurityPolicy,
  type InlineStyleHashes,
  inlineStyleHashes,
  mergeStyleHashes,
} from './content-security-policy.ts';
import { DataPages, type ExecutePageQuery, withPageBody } from './data-pages.ts';
import { BadRequest, decodePath } from './edge.ts';
import { readProviderAnswer, withProviderAnswer } from './provider-answer.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** The precompressed siblings the build writes beside a file (web/build/compress.ts). */
const SIBLING: Record<Exclude<ContentEncoding, 'identity'>, string> = { br: '.br', gzip: '.gz' };

/**
 * The encoding to send, among the ones this file has, by the request's Accept-Encoding: the
 * highest q-value wins, brotli before gzip on a tie; `q=0` refuses one, `*` stands for the rest.
 * Identity is the answer when nothing else is acceptable.
 */
export function pickEncoding(
  acceptEncoding: string | undefined,
  available: readonly ContentEncoding[],
): ContentEncoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params
      .map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1])
      .find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: ContentEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  let best: ContentEncoding = 'identity';
  let bestWeight = 0;
  for (const encoding of ['br', 'gzip'] as const) {
    if (!available.includes(encoding)) continue;
    const weight = weightOf(encoding);
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

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

/** The price colour preferences (web/src/state/priceColors.ts): the attribute the page's CSS reads. */
const PRICE_COLORS = new Set(['red-up', 'green-up']);

function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}

/** A cookie's value as the browser wrote it (encodeURIComponent); null when absent or malformed. */
function cookieValue(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** Accept-Language tags, most wanted first (what the browser's navigator.languages lists). */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params
        .map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1])
        .find((value) => value !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The web app's own mapping of a browser language to an interface language (web/src/i18n/languages.ts). */
export function interfaceLanguage(tag: string, languages: readonly string[]): string | null {
  const lower = tag.toLowerCase();
  if (lower === 'zh-tw' || lower === 'zh-hk' || lower === 'zh-mo' || lower.startsWith('zh-hant')) return 'hk';
  if (lower.startsWith('zh')) return 'zh';
  const base = lower.split('-')[0] ?? '';
  return languages.includes(base) && base !== 'hk' ? base : null;
}

/**
 * The language the app will start in, as the browser decides it (src/state/clientStore.ts): the
 * user's choice (mirrored in a cookie), else the configured default, else the browser's languages.
 */
function pageLanguage(
  req: IncomingMessage,
  cookies: Map<string, string>,
  manifest: PrerenderManifest,
): string {
  const chosen = cookies.get(manifest.cookies.language);
  if (chosen && manifest.languages.includes(chosen)) return chosen;
  if (manifest.configuredLanguage) return manifest.configuredLanguage;
  for (const tag of acceptedLanguages(req.headers['accept-language'])) {
    const language = interfaceLanguage(tag, manifest.languages);
    if (language) return language;
  }
  return 'en';
}

function statFile(path: string): Stats | null {
  try {
    const stats = statSync(path);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/**
 * Serves the built web app: files as they are, in the precompressed copy (brotli or gzip) the
 * client accepts; every other GET path answered with index.html so the client router (history
 * mode) takes over. For the pages the build prerendered, that index.html is the one whose first
 * paint matches the request: its language, layout (user agent), session state and, on mobile,
 * whether the session has seen the intro board.
 */
export function webAppHandler(
  root: string | null,
  options: { executePageQuery?: ExecutePageQuery; dataPageTimeoutMs?: number } = {},
) {
  const index = root ? join(root, 'index.html') : null;
  let manifestCache: { mtimeMs: number; manifest: PrerenderManifest | null } | null = null;

  const prerenderManifest = (): PrerenderManifest | null => {
    if (!root) return null;
    const path = join(root, 'prerender', 'manifest.json');
    const stats = statFile(path);
    if (!stats) return null;
    if (manifestCache?.mtimeMs !== stats.mtimeMs) {
      let manifest: PrerenderManifest | null = null;
      try {
        manifest = JSON.parse(readFileSync(path, 'utf8')) as PrerenderManifest;
      } catch {
        // A build in progress or a broken file: serve the plain index.html meanwhile.
      }
      manifestCache = { mtimeMs: stats.mtimeMs, manifest };
    }
    return manifestCache.manifest;
  };

  /** The prerendered index.html for this request and what it was picked by, or null when the path has none. */
  const prerenderedPage = (
    req: IncomingMessage,
    pathname: string,
    suffix: '' | '.posted' = '',
  ): PrerenderedPage | null => {
    const manifest = root ? prerenderManifest() : null;
    const page = manifest && pageOf(manifest.pages, pathname);
    if (!root || !manifest || !page) return null;
    const cookies = parseCookies(req.headers.cookie);
    const language = pageLanguage(req, cookies, manifest);
    const mobile = new RegExp(manifest.mobileUserAgent).test(req.headers['user-agent'] ?? '');
    const session = cookies.get(manifest.cookies.signedIn) === '1' ? 'in' : 'out';
    const variant = `${mobile ? 'mobile' : 'desktop'}-${session}`;
    const introCookie = manifest.cookies.introShown;
    const intro = mobile && introCookie !== undefined && cookies.get(introCookie) !== '1';
    const file = (name: string) => join(root, 'prerender', language, name, `${page}${suffix}.html`);
    const picked = { language, mobile, signedIn: session === 'in' };
    if (intro && statFile(file(`${variant}-intro`))) return { file: file(`${variant}-intro`), ...picked };
    return statFile(file(variant)) ? { file: file(variant), ...picked } : null;
  };

  const pages = new HtmlPages();
  const dataPages =
    root && options.executePageQuery
      ? new DataPages(root, options.executePageQuery, options.dataPageTimeoutMs)
      : null;

  /**
   * Whether the page at `pathname` is rendered with its data, and the headers its query is asked
   * with: a session page's are the browser's own (token, account mode, language), from the
   * request's cookies; without a session it is served as prerendered. Null: not a data page.
   */
  const dataPageCaller = (
    req: IncomingMessage,
    pathname: string,
  ): { session: boolean; headers: Record<string, string>; virtualStatus?: number } | null => {
    const manifest = prerenderManifest();
    const listed = (paths: string[] | undefined) =>
      pageOf(Object.fromEntries((paths ?? []).map((path) => [path, path])), pathname) !== undefined;
    if (!manifest || !listed(manifest.dataPages)) return null;
    if (!listed(manifest.sessionPages)) return { session: false, headers: {} };
    const cookies = parseCookies(req.headers.cookie);
    const token = manifest.cookies.session ? cookieValue(cookies.get(manifest.cookies.session)) : null;
    if (!token) return null;
    const mode = manifest.cookies.accountMode ? cookies.get(manifest.cookies.accountMode) : undefined;
    // The spec's virtualStatus: 1 (the default) is the real account, anything else the demo one.
    const virtualStatus = mode !== undefined && /^\d$/.test(mode) ? Number(mode) : 1;
    return {
      session: true,
      virtualStatus,
      headers: {
        authorization: token,
        // As web/src/relay/requestHeaders.ts sends it.
        virtually: virtualStatus === 1 ? 'NO' : 'YES',
        'accept-language': pageLanguage(req, cookies, manifest),
      },
    };
  };

  /** The user's price colours, from their cookie, when they chose one. */
  const priceColorsOf = (req: IncomingMessage): string | undefined => {
    const cookieName = prerenderManifest()?.cookies.priceColors;
    const colors = cookieName ? parseCookies(req.headers.cookie).get(cookieName) : undefined;
    return colors && PRICE_COLORS.has(colors) ? colors : undefined;
  };

  const handler = (req: IncomingMessage, res: ServerResponse): void | Promise<void> => {
    if (!root || !index || !statFile(index)) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('The web app is not built. Run `npm run build` (or `npm start`, which builds first).\n');
      return;
    }
    // Decoded by hand: `new URL` would read `//host/x` as a host, and a bad escape must answer 400.
    const pathname = decodePath((req.url ?? '/').split('?')[0] ?? '/');
    if (pathname.includes('\0')) throw new BadRequest('NUL byte in the path');
    const candidate = normalize(join(root, pathname));
    const inside = candidate === root || candidate.startsWith(root.endsWith(sep) ? root : root + sep);
    // The prerendered pages and their renderer are served as pages, never as files.
    const internal = candidate.startsWith(join(root, 'prerender') + sep);
    const asset = inside && !internal && statFile(candidate) ? candidate : null;
    if (!asset && pathname.startsWith('/assets/')) {
      // A hashed file that is not there (an old page asking for a chunk of a previous build) is
      // missing, not a page of the app: index.html under a script's URL would only break the import.
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' });
      res.end('Not found\n');
      return;
    }
    const posted =
      req.method === 'POST' && prerenderManifest()?.postedPages?.includes(pathname)
        ? prerenderedPage(req, pathname, '.posted')
        : null;
    // A body that is not a provider's answer rejects here, and the listener's guard answers 400.
    if (posted) return servePosted(req, res, posted.file);
    const picked = asset ? null : prerenderedPage(req, pathname);
    const rendering = picked && dataPages && req.method === 'GET' ? dataPageCaller(req, pathname) : null;
    if (picked && dataPages && rendering) {
      const url = new URL(req.url ?? '/', 'http://page.invalid');
      url.pathname = pathname;
      const { headers, virtualStatus } = rendering;
      void dataPages.render({ req, url, ...picked, headers, virtualStatus }).then((page) => {
        const template = page && pages.template(picked.file);
        const html = template && withPageBody(template.html, page);
        if (!template || html === null) sendFile(req, res, picked.file, 'page');
        else
          sendRenderedPage(req, res, html, {
            // The template's styles are hashed once per build; only the rendered body is new.
            hashes: mergeStyleHashes(template.hashes, inlineStyleHashes(page.body)),
            colors: priceColorsOf(req),
            // A page with the user's own data is kept by no cache, the browser's included.
            store: !rendering.session,
          });
      });
      return;
    }
    if (asset) sendFile(req, res, asset, pathname.startsWith('/assets/') ? 'hashed' : 'file');
    else if (picked) sendFile(req, res, picked.file, 'page');
    else sendFile(req, res, index, 'file');
  };

  /**
   * A provider's answer posted to the sign-in callback: the page that says it is signing in, with
   * the answer for the app. It holds a token, so no cache keeps it.
   */
  async function servePosted(req: IncomingMessage, res: ServerResponse, file: string): Promise<void> {
    const answer = await readProviderAnswer(req);
    const template = pages.template(file);
    const html = template && withProviderAnswer(template.html, answer);
    if (!template || html === null) throw new Error(`${file} is not a page`);
    sendRenderedPage(req, res, html, { hashes: template.hashes, colors: priceColorsOf(req), store: false });
  }

  /**
   * Sends a file as it is on disk (or its precompressed sibling): `hashed`, an /assets/ file named
   * by its content (cached for a year); `page`, a prerendered page, which depends on the request's
   * language, layout and session too; `file`, anything else (revalidated every time).
   */
  function sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    kind: 'hashed' | 'page' | 'file',
  ): void {
    const prerendered = kind === 'page';
    const hashed = kind === 'hashed';

    const html = extname(file) === '.html';
    if (html) {
      // The page's own policy: the base one plus the hashes of the inline styles this file carries.
      res.setHeader('content-security-policy', contentSecurityPolicy(pages.hashes(file)));
    }
    const colors = html ? priceColorsOf(req) : undefined;
    if (colors) {
      sendComposedPage(req, res, pages.withPriceColors(file, colors, req.headers['accept-encoding']));
      return;
    }

    const available = (['br', 'gzip'] as const).filter((encoding) => statFile(file + SIBLING[encoding]));
    const encoding = pickEncoding(req.headers['accept-encoding'], available);
    const sent = encoding === 'identity' ? file : file + SIBLING[encoding];
    const size = statFile(sent)?.size;
    res.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      // Vite's /assets/ names carry a content hash; index.html must always be revalidated.
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      // A prerendered page also depends on the language, layout and session of the request.
      vary: prerendered ? 'Accept-Encoding, Accept-Language, Cookie, User-Agent' : 'Accept-Encoding',
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      ...(size === undefined ? {} : { 'content-length': size }),
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    // A file removed between stat and read (a rebuild) ends this response, never the process.
    createReadStream(sent)
      .on('error', () => res.destroy())
      .pipe(res);
  }

  return handler;
}

type PageTemplate = { html: string; hashes: InlineStyleHashes };

/** A file's text, or null when it went away (a rebuild between stat and read). */
function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

type PrerenderedPage = { file: string; language: string; mobile: boolean; signedIn: boolean };

/** A page rendered for this request (data-pages.ts): its own policy, compressed here, never cached. */
function sendRenderedPage(
  req: IncomingMessage,
  res: ServerResponse,
  rendered: string,
  {
    hashes,
    colors,
    store,
  }: {
    hashes: InlineStyleHashes;
    colors: string | undefined;
    /** False for a page holding a secret (a posted ID token): no cache, the browser's included, keeps it. */
    store: boolean;
  },
): void {
  const html = colors ? withPriceColorsAttribute(rendered, colors) : rendered;
  res.setHeader('content-security-policy', contentSecurityPolicy(hashes));
  sendComposedPage(req, res, encodePage(html, req.headers['accept-encoding']), store);
}

const withPriceColorsAttribute = (html: string, colors: string) =>
  html.replace(/<html(?=[\s>])/i, `<html data-price-colors="${colors}"`);

/** An HTML page in the encoding the client accepts (brotli at a per-request quality, or gzip). */
function encodePage(html: string, acceptEncoding: string | undefined): EncodedPage {
  const encoding = pickEncoding(acceptEncoding, ['br', 'gzip']);
  const body =
    encoding === 'br'
      ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? gzipSync(html)
        : Buffer.from(html);
  return { body, encoding };
}

type EncodedPage = { body: Buffer; encoding: ContentEncoding };

/** An HTML answer made for this request (price colours, a page rendered with its data): never cached by a shared cache. */
function sendComposedPage(req: IncomingMessage, res: ServerResponse, page: EncodedPage, store = true): void {
  res.writeHead(200, {
    'content-type': CONTENT_TYPES['.html'] ?? 'text/html',
    'cache-control': store ? 'no-cache' : 'no-store',
    vary: 'Accept-Encoding, Accept-Language, Cookie, User-Agent',
    ...(page.encoding === 'identity' ? {} : { 'content-encoding': page.encoding }),
    'content-length': page.body.length,
  });
  res.end(req.method === 'HEAD' ? undefined : page.body);
}

/**
 * What the handler derives from the HTML files it serves, kept per file until the file changes:
 * the hashes of a page's inline styles (its Content-Security-Policy), and a few pages with the
 * price colour attribute set on <html>, so a user who chose green-up sees it in the first paint
 * with no script (the build precompressed the pages without it; these are compressed here).
 */
class HtmlPages {
  private readonly hashCache = new Map<string, { mtimeMs: number; hashes: InlineStyleHashes }>();
  /** The texts of the pages rendered into (data pages), a bounded few: each is ~100 KB. */
  private readonly texts = new Map<string, { mtimeMs: number; html: string }>();
  private readonly colored = new Map<string, EncodedPage>();

  /** The page's text and the hashes of its inline styles, each read once per build of the file. */
  template(file: string): PageTemplate | null {
    const stats = statFile(file);
    if (!stats) return null;
    const kept = this.texts.get(file);
    let html = kept?.mtimeMs === stats.mtimeMs ? kept.html : null;
    if (html === null) {
      html = readText(file);
      if (html === null) return null;
      if (this.texts.size >= 32) this.texts.clear();
      this.texts.set(file, { mtimeMs: stats.mtimeMs, html });
    }
    return { html, hashes: this.hashesOf(file, stats.mtimeMs, html) };
  }

  hashes(file: string): InlineStyleHashes | undefined {
    const stats = statFile(file);
    if (!stats) return undefined;
    return this.hashesOf(file, stats.mtimeMs);
  }

  private hashesOf(file: string, mtimeMs: number, text?: string): InlineStyleHashes {
    const cached = this.hashCache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.hashes;
    const hashes = inlineStyleHashes(text ?? readText(file) ?? '');
    this.hashCache.set(file, { mtimeMs, hashes });
    return hashes;
  }

  withPriceColors(file: string, colors: string, acceptEncoding: string | undefined): EncodedPage {
    const encoding = pickEncoding(acceptEncoding, ['br', 'gzip']);
    const key = `${file}\0${statFile(file)?.mtimeMs}\0${colors}\0${encoding}`;
    const cached = this.colored.get(key);
    if (cached) return cached;
    const { body } = encodePage(withPriceColorsAttribute(readText(file) ?? '', colors), acceptEncoding);
    // A handful of pages × two encodings is what a user's session visits; more would be memory for nothing.
    if (this.colored.size >= 64) this.colored.clear();
    const page = { body, encoding };
    this.colored.set(key, page);
    return page;
  }
}
