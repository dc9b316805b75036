import type { IncomingMessage, ServerResponse } from 'node:http';
import { htmlContentType, readText, statFile } from './built-files.ts';
import { type EncodedPage, encodePage, pickEncoding } from './content-encoding.ts';
import {
  contentSecurityPolicy,
  type InlineStyleHashes,
  inlineStyleHashes,
} from './content-security-policy.ts';

export type PageTemplate = { html: string; hashes: InlineStyleHashes };

const withPriceColorsAttribute = (html: string, colors: string) =>
  html.replace(/<html(?=[\s>])/i, `<html data-price-colors="${colors}"`);

/**
 * What the handler derives from the HTML files it serves, kept per file until the file changes:
 * the hashes of a page's inline styles (its Content-Security-Policy), and a few pages with the
 * price colour attribute set on <html>, so a user who chose green-up sees it in the first paint
 * with no script (the build precompressed the pages without it; these are compressed here).
 */
export class HtmlPages {
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

/** A page rendered for this request (data-pages.ts): its own policy, compressed here, never cached. */
export function sendRenderedPage(
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

/** An HTML answer made for this request (price colours, a page rendered with its data): never cached by a shared cache. */
export function sendComposedPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: EncodedPage,
  store = true,
): void {
  res.writeHead(200, {
    'content-type': htmlContentType,
    'cache-control': store ? 'no-cache' : 'no-store',
    vary: 'Accept-Encoding, Accept-Language, Cookie, User-Agent',
    ...(page.encoding === 'identity' ? {} : { 'content-encoding': page.encoding }),
    'content-length': page.body.length,
  });
  res.end(req.method === 'HEAD' ? undefined : page.body);
}
