import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { contentTypeOf, statFile } from './built-files.ts';
import { precompressedCopy } from './content-encoding.ts';
import { contentSecurityPolicy, inlineStyleHashes, mergeStyleHashes } from './content-security-policy.ts';
import { DataPages, type ExecutePageQuery, withPageBody } from './data-pages.ts';
import { BadRequest, decodePath } from './edge.ts';
import { HtmlPages, sendComposedPage, sendRenderedPage } from './html-pages.ts';
import { type DataPageCaller, type PrerenderedPage, PrerenderedPages } from './prerendered-pages.ts';
import { readProviderAnswer, withProviderAnswer } from './provider-answer.ts';

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
  if (!root) return notBuilt;
  const index = join(root, 'index.html');
  const site: Site = { prerendered: new PrerenderedPages(root), pages: new HtmlPages() };
  const { prerendered } = site;
  const dataPages = options.executePageQuery
    ? new DataPages(root, options.executePageQuery, options.dataPageTimeoutMs)
    : null;

  const handler = (req: IncomingMessage, res: ServerResponse): void | Promise<void> => {
    if (!statFile(index)) return notBuilt(req, res);
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
      req.method === 'POST' && prerendered.takesPost(pathname)
        ? prerendered.pick(req, pathname, '.posted')
        : null;
    // A body that is not a provider's answer rejects here, and the listener's guard answers 400.
    if (posted) return servePosted(site, req, res, posted.file);
    const picked = asset ? null : prerendered.pick(req, pathname);
    const rendering =
      picked && dataPages && req.method === 'GET' ? prerendered.dataPageCaller(req, pathname) : null;
    if (picked && dataPages && rendering) {
      serveDataPage(site, req, res, pathname, picked, dataPages, rendering);
      return;
    }
    if (asset) sendFile(site, req, res, asset, pathname.startsWith('/assets/') ? 'hashed' : 'file');
    else if (picked) sendFile(site, req, res, picked.file, 'page');
    else sendFile(site, req, res, index, 'file');
  };

  return handler;
}

/** What serving a page reads: the build's prerendered pages, and what is derived from their HTML. */
type Site = { prerendered: PrerenderedPages; pages: HtmlPages };

/** The prerendered page with its data put in, or as it is when the data did not come in time. */
function serveDataPage(
  site: Site,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  picked: PrerenderedPage,
  renderer: DataPages,
  { headers, virtualStatus, session }: DataPageCaller,
): void {
  const url = new URL(req.url ?? '/', 'http://page.invalid');
  url.pathname = pathname;
  const { prerendered, pages } = site;
  void renderer.render({ req, url, ...picked, headers, virtualStatus }).then((page) => {
    const template = page && pages.template(picked.file);
    const html = template && withPageBody(template.html, page);
    if (!template || html === null) sendFile(site, req, res, picked.file, 'page');
    else
      sendRenderedPage(req, res, html, {
        // The template's styles are hashed once per build; only the rendered body is new.
        hashes: mergeStyleHashes(template.hashes, inlineStyleHashes(page.body)),
        colors: prerendered.priceColors(req),
        // A page with the user's own data is kept by no cache, the browser's included.
        store: !session,
      });
  });
}

/**
 * A provider's answer posted to the sign-in callback: the page that says it is signing in, with
 * the answer for the app. It holds a token, so no cache keeps it.
 */
async function servePosted(
  { prerendered, pages }: Site,
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
): Promise<void> {
  const answer = await readProviderAnswer(req);
  const template = pages.template(file);
  const html = template && withProviderAnswer(template.html, answer);
  if (!template || html === null) throw new Error(`${file} is not a page`);
  sendRenderedPage(req, res, html, {
    hashes: template.hashes,
    colors: prerendered.priceColors(req),
    store: false,
  });
}

/**
 * Sends a file as it is on disk (or its precompressed sibling): `hashed`, an /assets/ file named
 * by its content (cached for a year); `page`, a prerendered page, which depends on the request's
 * language, layout and session too; `file`, anything else (revalidated every time).
 */
function sendFile(
  site: Site,
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  kind: 'hashed' | 'page' | 'file',
): void {
  const prerenderedPage = kind === 'page';
  const hashed = kind === 'hashed';

  const html = extname(file) === '.html';
  if (html) {
    // The page's own policy: the base one plus the hashes of the inline styles this file carries.
    res.setHeader('content-security-policy', contentSecurityPolicy(site.pages.hashes(file)));
  }
  const colors = html ? site.prerendered.priceColors(req) : undefined;
  if (colors) {
    sendComposedPage(req, res, site.pages.withPriceColors(file, colors, req.headers['accept-encoding']));
    return;
  }

  const { sent, encoding } = precompressedCopy(file, req.headers['accept-encoding']);
  const size = statFile(sent)?.size;
  res.writeHead(200, {
    'content-type': contentTypeOf(file),
    // Vite's /assets/ names carry a content hash; index.html must always be revalidated.
    'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    // A prerendered page also depends on the language, layout and session of the request.
    vary: prerenderedPage ? 'Accept-Encoding, Accept-Language, Cookie, User-Agent' : 'Accept-Encoding',
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

function notBuilt(_req: IncomingMessage, res: ServerResponse): void {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('The web app is not built. Run `npm run build` (or `npm start`, which builds first).\n');
}
