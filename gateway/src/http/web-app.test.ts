import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBrowserLanguage, languages } from '../../../web/src/i18n/languages.ts';
import { pickEncoding } from './content-encoding.ts';
import { guardListener } from './edge.ts';
import { interfaceLanguage } from './page-language.ts';
import { pageOf } from './prerendered-pages.ts';
import { webAppHandler } from './web-app.ts';

const SCRIPT = `export const answer = ${'42;'.repeat(400)}`;
const HOME_CSS = '.rise{color:var(--chakra-colors-rise)}';
const MOBILE_UA = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Mobile Safari/537.36';

let root: string;
let outside: string;
let server: Server;
let base: string;

/** A built web app in miniature: a hashed script with its .br/.gz, index.html, prerendered pages. */
function writeDist(dir: string): void {
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  };
  const compressed = (path: string, content: string) => {
    write(path, content);
    write(`${path}.br`, brotliCompressSync(content));
    write(`${path}.gz`, gzipSync(content));
  };
  compressed('assets/index-abc123.js', SCRIPT);
  write('assets/tiny-def456.js', 'export {};');
  compressed('index.html', '<!doctype html><html lang="en"><title>plain</title><div id="root"></div></html>');
  write(
    'prerender/manifest.json',
    JSON.stringify({
      pages: { '/': 'home', '/pass/login': 'pass_login', '/api/loginCallback/google': 'callback' },
      postedPages: ['/api/loginCallback/google'],
      languages: ['en', 'ar', 'hk', 'zh', 'ja'],
      configuredLanguage: null,
      mobileUserAgent: 'Mobi|Android|iPhone|iPad',
      cookies: {
        language: 'swx_language',
        signedIn: 'swx_signed_in',
        introShown: 'swx_intro_shown',
        priceColors: 'swx_price_colors',
      },
    }),
  );
  for (const language of ['en', 'ar', 'hk', 'zh', 'ja']) {
    for (const variant of [
      'desktop-out',
      'desktop-in',
      'mobile-out',
      'mobile-in',
      'mobile-out-intro',
      'mobile-in-intro',
    ]) {
      // As the build writes them: the intro board opens over the home page only.
      const pages = ['home', 'pass_login', 'callback', 'callback.posted'];
      for (const page of variant.endsWith('-intro') ? ['home'] : pages) {
        compressed(
          `prerender/${language}/${variant}/${page}.html`,
          page === 'home'
            ? `<html lang="${language}" style="color-scheme: dark"><style>${HOME_CSS}</style><p>${language} ${variant} ${page}</p></html>`
            : `<body><p>${language} ${variant} ${page}</p></body>`,
        );
      }
    }
  }
}

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A GET (or HEAD, or a POST of `body`) with exactly these headers; Node's http client adds no Accept-Encoding. */
function get(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  sent?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(sent);
  });
}

/** The prerendered page's marker text, whatever encoding carried it. */
function text(answer: Answer): string {
  return /<p>[^<]*<\/p>/.exec(body(answer))?.[0] ?? body(answer);
}

/** The whole body, whatever encoding carried it. */
function body(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.body.toString();
}

beforeAll(async () => {
  const parent = mkdtempSync(join(tmpdir(), 'web-app-'));
  root = join(parent, 'dist');
  outside = join(parent, 'secret.txt');
  writeDist(root);
  writeFileSync(outside, 'not for the web');
  server = createServer(guardListener(webAppHandler(root)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dirname(root), { recursive: true, force: true });
});

describe('precompressed assets', () => {
  it('sends the brotli copy to a browser that accepts br, cached for a year', async () => {
    const answer = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const answer = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(answer.body).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is without Accept-Encoding, or when every encoding is refused', async () => {
    const requests: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of requests) {
      const answer = await get('/assets/index-abc123.js', headers);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.body.toString()).toBe(SCRIPT);
    }
  });

  it('follows the q-values, and a wildcard for the encodings not named', async () => {
    expect(pickEncoding('gzip;q=1, br;q=0.5', ['br', 'gzip'])).toBe('gzip');
    expect(pickEncoding('br;q=0.8, gzip;q=0.8', ['br', 'gzip'])).toBe('br');
    expect(pickEncoding('*', ['br', 'gzip'])).toBe('br');
    expect(pickEncoding('*;q=0.5, br;q=0', ['br', 'gzip'])).toBe('gzip');
    expect(pickEncoding('br', ['gzip'])).toBe('identity');
    expect(pickEncoding('gzip;q=0.0', ['gzip'])).toBe('identity');
    expect(pickEncoding('GZIP', ['gzip'])).toBe('gzip');
  });

  it('sends a file without compressed copies as it is', async () => {
    const answer = await get('/assets/tiny-def456.js', { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('export {};');
  });

  it('answers HEAD with the headers and no body', async () => {
    const answer = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
    expect(answer.body.length).toBe(0);
  });

  it('answers 404 for a hashed asset that is not there, instead of index.html', async () => {
    const answer = await get('/assets/index-old999.js');
    expect(answer.status).toBe(404);
  });
});

describe('index.html and the prerendered first paint', () => {
  it('answers a client route without a prerendered page with index.html, revalidated every time', async () => {
    const answer = await get('/profile/orders/7', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(text(answer)).toContain('<title>plain</title>');
  });

  it('picks the page in the language of the browser, with the Vary headers that choice needs', async () => {
    const answer = await get('/', {
      'accept-encoding': 'gzip',
      'accept-language': 'ar-EG,ar;q=0.9,en;q=0.8',
    });
    expect(text(answer)).toBe('<p>ar desktop-out home</p>');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie, User-Agent');
  });

  it('lets the language the user chose (its cookie) win over the browser language', async () => {
    const answer = await get('/pass/login', { 'accept-language': 'ja', cookie: 'a=b; swx_language=ar' });
    expect(text(answer)).toBe('<p>ar desktop-out pass_login</p>');
  });

  it('maps browser languages like the app: Traditional Chinese to hk, unknown ones to English', async () => {
    expect(text(await get('/', { 'accept-language': 'zh-TW' }))).toBe('<p>hk desktop-out home</p>');
    expect(text(await get('/', { 'accept-language': 'zh-CN,zh;q=0.9' }))).toBe('<p>zh desktop-out home</p>');
    expect(text(await get('/', { 'accept-language': 'nl-NL, ja;q=0.5' }))).toBe('<p>ja desktop-out home</p>');
    expect(text(await get('/', { 'accept-language': 'nl-NL' }))).toBe('<p>en desktop-out home</p>');
    expect(text(await get('/', { cookie: 'swx_language=xx' }))).toBe('<p>en desktop-out home</p>');
  });

  it('picks the mobile layout by user agent, the signed-in shell by its cookie', async () => {
    const answer = await get('/', { 'user-agent': MOBILE_UA, cookie: 'swx_signed_in=1; swx_intro_shown=1' });
    expect(text(answer)).toBe('<p>en mobile-in home</p>');
  });

  it('opens the intro board in the first mobile page of a session, only on mobile and over the home page', async () => {
    expect(text(await get('/', { 'user-agent': MOBILE_UA }))).toBe('<p>en mobile-out-intro home</p>');
    const signedIn = await get('/pass/login', { 'user-agent': MOBILE_UA, cookie: 'swx_signed_in=1' });
    expect(text(signedIn)).toBe('<p>en mobile-in pass_login</p>');
    expect(text(await get('/', {}))).toBe('<p>en desktop-out home</p>');
  });

  it("picks a route's page for any value of its parameter, a page of its own first", () => {
    const pages = {
      '/profile': 'profile',
      '/profile/orders/:id': 'order',
      '/profile/orders/latest': 'latest',
    };
    expect(pageOf(pages, '/profile/orders/OP123')).toBe('order');
    expect(pageOf(pages, '/profile/orders/latest')).toBe('latest');
    for (const path of ['/profile/orders/', '/profile/orders', '/profile/orders/1/x', '/profile/x/1']) {
      expect(pageOf(pages, path), path).toBeUndefined();
    }
  });

  it('maps every browser language tag exactly as the web app does', () => {
    const tags = [
      'en-US',
      'ar',
      'zh',
      'zh-CN',
      'zh-TW',
      'zh-HK',
      'zh-MO',
      'zh-Hant',
      'zh-Hant-TW',
      'zh-Hans',
    ];
    for (const tag of [...tags, 'pt-BR', 'es-419', 'de-CH', 'hk', 'nl', 'JA-jp', 'ko-KR', 'fr', 'it-IT']) {
      expect(interfaceLanguage(tag, languages)).toBe(fromBrowserLanguage(tag));
    }
  });
});

describe('Content-Security-Policy and the price colour preference', () => {
  it('gives an HTML page a policy that allows its own inline styles by hash, and nothing inline else', async () => {
    const policy = (await get('/')).headers['content-security-policy'] ?? '';
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(policy).toContain(`style-src 'self' ${hash('')} ${hash(HOME_CSS)}`);
    expect(policy).toContain(`style-src-attr 'unsafe-hashes' ${hash('color-scheme: dark')}`);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    // A page without inline styles gets the base policy.
    const plain = (await get('/pass/login')).headers['content-security-policy'] ?? '';
    expect(plain).toContain("style-src-attr 'none'");
    expect(plain).not.toContain(hash(HOME_CSS));
  });

  it('sets the chosen price colours on <html> of the page it sends, in the encoding asked for', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const answer = await get('/', { 'accept-encoding': encoding, cookie: 'swx_price_colors=green-up' });
      expect(answer.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(body(answer)).toMatch(/^<html data-price-colors="green-up" lang="en"/);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
    const index = await get('/profile/orders/7', { cookie: 'swx_price_colors=green-up' });
    expect(body(index)).toContain('<html data-price-colors="green-up" lang="en"><title>plain</title>');
  });

  it('sends the page as built without a preference, or with one it does not know', async () => {
    expect(body(await get('/'))).toMatch(/^<html lang="en"/);
    const odd = await get('/', { cookie: 'swx_price_colors="><script>' });
    expect(body(odd)).toMatch(/^<html lang="en"/);
  });
});

describe("the sign-in callback's posted answer", () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  it('answers a posted answer with the page that signs in, the answer after #root, kept by no cache', async () => {
    const token = 'eyJ.payload.sig';
    const answer = await get(
      '/api/loginCallback/google',
      { ...form, 'accept-language': 'ja', 'accept-encoding': 'br' },
      'POST',
      new URLSearchParams({ id_token: token, state: 's</script><b>', extra: 'dropped' }).toString(),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    const page = body(answer);
    expect(text(answer)).toBe('<p>ja desktop-out callback.posted</p>');
    const element = /<script type="application\/json" id="swx-provider-answer">(.*?)<\/script>/.exec(page);
    // `<` escaped: the state cannot end the element; fields the app does not read are not carried.
    expect(element?.[1]).not.toContain('<');
    expect(JSON.parse(element?.[1] ?? 'null')).toEqual({ id_token: token, state: 's</script><b>' });
  });

  it('answers a visit with nothing posted with the page that says no sign-in came, as built', async () => {
    const answer = await get('/api/loginCallback/google');
    expect(text(answer)).toBe('<p>en desktop-out callback</p>');
    expect(body(answer)).not.toContain('swx-provider-answer');
  });

  it('refuses a body that is not a form, or larger than any answer, and keeps serving', async () => {
    const json = await get('/api/loginCallback/google', { 'content-type': 'application/json' }, 'POST', '{}');
    expect(json.status).toBe(400);
    const huge = await get('/api/loginCallback/google', form, 'POST', `id_token=${'a'.repeat(20_000)}`);
    expect(huge.status).toBe(400);
    expect(text(await get('/api/loginCallback/google'))).toBe('<p>en desktop-out callback</p>');
  });
});

describe('protections', () => {
  it('answers 400 to a malformed URL and keeps serving', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(400);
    expect((await get('/assets/%ff.js')).status).toBe(400);
    expect((await get('/assets/index-abc123.js')).status).toBe(200);
  });

  it('never serves a file outside the root', async () => {
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/assets/../../secret.txt',
    ]) {
      const answer = await get(path);
      expect(text(answer)).not.toContain('not for the web');
    }
  });

  it('refuses a NUL byte in the path', async () => {
    expect((await get('/index.html%00.js')).status).toBe(400);
  });
});
