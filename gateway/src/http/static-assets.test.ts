import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningGateway, startGateway } from '../index.ts';

// A scripted upstream serving two small logos, one oversized file and nothing else (404).
const logo = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>';
const asked: string[] = [];
let fake: Server;
let gateway: RunningGateway;

beforeAll(async () => {
  fake = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (path.startsWith('/swx/static/')) asked.push(path);
    if (path === '/swx/static/logos/BTCUSDT.svg' || path === '/swx/static/logos/ETHUSDT.svg') {
      // Slow enough that concurrent first requests overlap.
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'image/svg+xml; charset=utf-8' });
        res.end(logo);
      }, 50);
    } else if (path === '/swx/static/logos/HUGE.svg') {
      res.writeHead(200, { 'content-type': 'image/svg+xml' });
      res.end(Buffer.alloc(2 * 1024 * 1024, 32));
    } else {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 404, msg: 'not found', result: null }));
    }
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  gateway = await startGateway({
    upstreamUrl: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
    upstreamWsUrl: 'ws://127.0.0.1:1/none',
  });
});
afterAll(async () => {
  await gateway.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  asked.length = 0;
});

describe('logos and artwork through the gateway', () => {
  it('asks the upstream once for a logo however many visitors load it, and serves its bytes', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${gateway.url}/swx/static/logos/BTCUSDT.svg`)),
    );
    const later = await fetch(`${gateway.url}/swx/static/logos/BTCUSDT.svg`);
    for (const answer of [...answers, later]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(await answer.text()).toBe(logo);
    }
    expect(asked).toEqual(['/swx/static/logos/BTCUSDT.svg']);
  });

  it('answers a browser revalidating with the same ETag with 304 and no body', async () => {
    const first = await fetch(`${gateway.url}/swx/static/logos/ETHUSDT.svg`);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await fetch(`${gateway.url}/swx/static/logos/ETHUSDT.svg`, {
      headers: { 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(asked).toEqual(['/swx/static/logos/ETHUSDT.svg']);
  });

  it('does not keep a missing file: a file added later is found', async () => {
    expect((await fetch(`${gateway.url}/swx/static/logos/NEW.svg`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/swx/static/logos/NEW.svg`)).status).toBe(404);
    expect(asked).toEqual(['/swx/static/logos/NEW.svg', '/swx/static/logos/NEW.svg']);
  });

  it('refuses a path that climbs out of /swx/static/ without asking the upstream', async () => {
    // Sent as written (fetch would resolve the dots before sending).
    for (const path of ['/swx/static/../customer/user/info', '/swx/static/logos/%2e%2e/x', '/swx/static/']) {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        get({ host: '127.0.0.1', port: gateway.port, path }, (res) => {
          res.resume();
          resolve(res.statusCode);
        }).on('error', reject);
      });
      expect(status, path).toBe(404);
    }
    expect(asked).toEqual([]);
  });

  it('refuses a file far larger than any logo instead of holding it', async () => {
    const answer = await fetch(`${gateway.url}/swx/static/logos/HUGE.svg`);
    expect(answer.status).toBe(502);
  });
});
