import { statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Runs one of the app's persisted queries in the gateway itself, with the headers the browser
 * would have sent (a session page's token, account mode and language): its `data`, or null when
 * it failed.
 */
export type ExecutePageQuery = (
  operation: { id: string | null; text: string | null },
  variables: Record<string, unknown>,
  req: IncomingMessage,
  headers: Record<string, string>,
) => Promise<Record<string, unknown> | null>;

/** What web/src/prerender/firstScreen.tsx's renderer exports for the gateway (built to prerender/render.mjs). */
type Renderer = {
  renderPageWithData(request: {
    url: URL;
    language: string;
    mobile: boolean;
    signedIn: boolean;
    virtualStatus?: number;
    execute: (
      operation: { id: string | null; text: string | null },
      variables: Record<string, unknown>,
    ) => Promise<Record<string, unknown> | null>;
  }): Promise<RenderedPage | null>;
};

export type DataPageRequest = {
  req: IncomingMessage;
  url: URL;
  language: string;
  mobile: boolean;
  signedIn: boolean;
  /** The headers its query is asked with (see ExecutePageQuery). */
  headers: Record<string, string>;
  /** A session page's account in use (the spec's virtualStatus), as the headers name it. */
  virtualStatus?: number;
};

/** A page's body rendered with its data, its first-screen key, and the data the app takes over. */
export type RenderedPage = { body: string; key: string; data: unknown };

/** The id of the element that hands the page's data to the app (web/src/relay/pageData.ts). */
const PAGE_DATA_ELEMENT_ID = 'swx-page-data';

/**
 * A page's HTML with #root's content replaced by `body`, and the data the app takes over after it
 * (JSON is not script: the Content-Security-Policy runs no inline script; `<` is escaped so the
 * data cannot close the element). Null when the page has no #root to fill.
 */
export function withPageBody(html: string, page: RenderedPage): string | null {
  const start = html.indexOf('<div id="root"');
  const end = html.lastIndexOf('</body>');
  if (start < 0 || end < start) return null;
  const key = page.key.replaceAll('"', '&quot;');
  const data =
    page.data === null
      ? ''
      : `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${JSON.stringify(page.data).replaceAll('<', '\\u003c')}</script>`;
  return `${html.slice(0, start)}<div id="root" data-prerendered="${key}">${page.body}</div>${data}\n  ${html.slice(end)}`;
}

/**
 * The pages whose largest text is public data (questions, articles, notices), rendered per request
 * with their query's result by the build's renderer, so that text is in the first paint rather
 * than after the app's code and a second round trip. Anything that goes wrong (no renderer, the
 * query failing, a render slower than `timeoutMs`) answers null: the caller serves the
 * prerendered page, and the app loads the data itself as before.
 */
export class DataPages {
  private loaded: { mtimeMs: number; renderer: Promise<Renderer | null> } | null = null;

  private readonly root: string;
  private readonly execute: ExecutePageQuery;
  private readonly timeoutMs: number;

  constructor(root: string, execute: ExecutePageQuery, timeoutMs = 2_000) {
    this.root = root;
    this.execute = execute;
    this.timeoutMs = timeoutMs;
  }

  private renderer(): Promise<Renderer | null> {
    const path = join(this.root, 'prerender', 'render.mjs');
    let mtimeMs: number;
    try {
      mtimeMs = statSync(path).mtimeMs;
    } catch {
      return Promise.resolve(null);
    }
    if (this.loaded?.mtimeMs !== mtimeMs) {
      // A rebuilt renderer is a new module (the query string): Node caches imports by URL.
      const url = `${pathToFileURL(path).href}?${mtimeMs}`;
      const renderer = import(url).then(
        (module: Renderer) => (typeof module.renderPageWithData === 'function' ? module : null),
        (error: unknown) => {
          console.warn(`[gateway] the page renderer did not load: ${String(error)}`);
          return null;
        },
      );
      this.loaded = { mtimeMs, renderer };
    }
    return this.loaded.renderer;
  }

  /** The page's body with its data, for the caller to put into the prerendered page (withPageBody). */
  async render({
    req,
    url,
    language,
    mobile,
    signedIn,
    headers,
    virtualStatus,
  }: DataPageRequest): Promise<RenderedPage | null> {
    const renderer = await this.renderer();
    if (!renderer) return null;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), this.timeoutMs);
    });
    try {
      const page = await Promise.race([
        renderer.renderPageWithData({
          url,
          language,
          mobile,
          signedIn,
          ...(virtualStatus === undefined ? {} : { virtualStatus }),
          execute: (operation, variables) => this.execute(operation, variables, req, headers),
        }),
        timeout,
      ]);
      return page;
    } catch (error) {
      console.warn(`[gateway] ${url.pathname} was not rendered with its data: ${String(error)}`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }
}
