import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withPageBody } from './data-pages.ts';
import { guardListener } from './edge.ts';
import { webAppHandler } from './web-app.ts';

// The gateway renders the help pages with their public data per request (the build's renderer,
// prerender/render.mjs); anything that goes wrong serves the prerendered page instead.

const PRERENDERED =
  '<!doctype html><html lang="en"><head><style>.a{}</style></head><body><div id="root" data-prerendered="k"><p>placeholder</p></div>\n  </body></html>';

/** Stands in for web/src/prerender/firstScreen.tsx's renderPageWithData (what the build writes). */
const RENDERER = `
export async function renderPageWithData({ url, language, mobile, virtualStatus, execute }) {
  if (url.pathname.startsWith('/profile/orders/')) {
    const id = url.pathname.split('/')[3];
    const data = await execute({ id: 'order-query', text: null }, { id });
    const body = '<p>' + data?.order + ' (virtualStatus ' + virtualStatus + ')</p>';
    return data && { body, key: 'replace', data: { id: 'order-query', variables: { id }, data } };
  }
  const q = url.searchParams.get('q');
  if (q === 'throw') throw new Error('a broken render');
  if (q === 'slow') await new Promise(() => undefined); // never finishes: only the timeout answers
  const data = await execute({ id: 'faq-query', text: null }, { language, q });
  if (!data) return null;
  return {
    body: '<p style="color:red">' + data.question + (mobile ? ' (phone)' : '') + '</p>',
    key: 'replace',
    data: { id: 'faq-query', variables: { language, q }, data },
  };
}
`;

let root: string;
let server: Server;
let base: string;
const executed: {
  variables: Record<string, unknown>;
  address: string | undefined;
  headers: Record<string, string>;
}[] = [];

type Answer = { status: number; headers: IncomingHttpHeaders; text: string };

function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const text = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(raw) : raw;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: text.toString() });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  root = join(mkdtempSync(join(tmpdir(), 'data-pages-')), 'dist');
  const write = (path: string, content: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  };
  write('index.html', '<!doctype html><div id="root"></div>');
  write('assets/main-abc.js', 'export {};');
  write('prerender/render.mjs', RENDERER);
  write(
    'prerender/manifest.json',
    JSON.stringify({
      pages: { '/help/faq': 'help_faq', '/help': 'help', '/profile/orders/:id': 'profile_orders_id' },
      dataPages: ['/help/faq', '/profile/orders/:id'],
      sessionPages: ['/profile/orders/:id'],
      languages: ['en', 'ja'],
      configuredLanguage: null,
      mobileUserAgent: 'Mobi|Android',
      cookies: {
        language: 'swx_language',
        signedIn: 'swx_signed_in',
        priceColors: 'swx_price_colors',
        session: 'swx_session',
        accountMode: 'swx_virtual',
      },
    }),
  );
  for (const language of ['en', 'ja'])
    for (const variant of ['desktop-out', 'desktop-in', 'mobile-out', 'mobile-in'])
      for (const page of ['help_faq', 'help', 'profile_orders_id'])
        write(`prerender/${language}/${variant}/${page}.html`, PRERENDERED);

  const handler = webAppHandler(root, {
    dataPageTimeoutMs: 200,
    executePageQuery: async (_operation, variables, req, headers) => {
      executed.push({ variables, address: req.socket.remoteAddress, headers });
      if (variables.q === 'fail') return null;
      if ('id' in variables)
        return headers.authorization === 'tok en/1' ? { order: `Order ${String(variables.id)}` } : null;
      return { question: `Answers for ${String(variables.q)}`, note: '</script><script>alert(1)</script>' };
    },
  });
  server = createServer(guardListener(handler));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dirname(root), { recursive: true, force: true });
});

describe('pages rendered with their data', () => {
  it('puts the data into the first paint and hands it to the app, in the language and layout asked for', async () => {
    const answer = await get('/help/faq?q=fees', {
      cookie: 'swx_language=ja',
      'user-agent': 'Android Mobi',
      'accept-encoding': 'br',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toContain('Cookie');
    expect(answer.text).toContain(
      '<div id="root" data-prerendered="replace"><p style="color:red">Answers for fees (phone)</p></div>',
    );
    expect(answer.text).not.toContain('placeholder');
    const json = /<script type="application\/json" id="swx-page-data">(.*?)<\/script>/.exec(answer.text)?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual({
      id: 'faq-query',
      variables: { language: 'ja', q: 'fees' },
      data: { question: 'Answers for fees', note: '</script><script>alert(1)</script>' },
    });
    // The data cannot end its element: no markup from it reaches the page.
    expect(answer.text).not.toContain('<script>alert(1)');
    expect(executed.at(-1)?.address).toBe('127.0.0.1');
  });

  it("allows exactly the rendered page's inline styles", async () => {
    const policy = String((await get('/help/faq?q=fees')).headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toMatch(/style-src-attr 'unsafe-hashes' 'sha256-[^']+'$/);
  });

  it('serves the prerendered page when the query fails, the render throws or takes too long', async () => {
    for (const q of ['fail', 'throw', 'slow']) {
      const answer = await get(`/help/faq?q=${q}`);
      expect(answer.status, q).toBe(200);
      expect(answer.text, q).toBe(PRERENDERED);
    }
  });

  it('renders only the pages the build lists, and never serves the renderer as a file', async () => {
    expect((await get('/help')).text).toBe(PRERENDERED);
    const renderer = await get('/prerender/render.mjs');
    expect(renderer.headers['content-type']).toContain('text/html');
    expect(renderer.text).not.toContain('renderPageWithData');
    expect((await get('/assets/main-abc.js')).headers['content-type']).toContain('text/javascript');
  });
});

describe("pages with the user's own data", () => {
  it('renders them with the session and account mode of the cookies, kept by no cache', async () => {
    const answer = await get('/profile/orders/T3B0aW9uczox', {
      cookie: 'swx_signed_in=1; swx_session=tok%20en%2F1; swx_virtual=0; swx_language=ja',
    });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.text).toContain(
      '<div id="root" data-prerendered="replace"><p>Order T3B0aW9uczox (virtualStatus 0)</p></div>',
    );
    expect(executed.at(-1)?.headers).toEqual({
      authorization: 'tok en/1',
      virtually: 'YES',
      'accept-language': 'ja',
    });
    // The real account unless the cookie names another (the spec's default virtualStatus 1).
    const real = await get('/profile/orders/T3B0aW9uczox', {
      cookie: 'swx_signed_in=1; swx_session=tok%20en%2F1',
    });
    expect(executed.at(-1)?.headers.virtually).toBe('NO');
    expect(real.text).toContain('(virtualStatus 1)');
  });

  it('serves the prerendered frame without a session, or when the session reads nothing', async () => {
    const count = executed.length;
    expect((await get('/profile/orders/T3B0aW9uczox', { cookie: 'swx_signed_in=1' })).text).toBe(PRERENDERED);
    expect((await get('/profile/orders/x', { cookie: 'swx_session=%E0%A4%A' })).text).toBe(PRERENDERED);
    expect(executed.length).toBe(count);
    const expired = await get('/profile/orders/x', { cookie: 'swx_signed_in=1; swx_session=old' });
    expect(expired.text).toBe(PRERENDERED);
  });

  it('never passes the session to a public page', async () => {
    await get('/help/faq?q=fees', { cookie: 'swx_session=tok%20en%2F1' });
    expect(executed.at(-1)?.headers).toEqual({});
  });
});

describe('withPageBody', () => {
  it("replaces #root's content and leaves a page without #root alone", () => {
    const page = { body: '<b>x</b>', key: 'replace', data: null };
    expect(withPageBody(PRERENDERED, page)).toBe(
      '<!doctype html><html lang="en"><head><style>.a{}</style></head><body><div id="root" data-prerendered="replace"><b>x</b></div>\n  </body></html>',
    );
    expect(withPageBody('<html><body></body></html>', page)).toBeNull();
  });
});
