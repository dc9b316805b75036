import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressReplies } from './compress-replies.ts';

const large = JSON.stringify({
  data: { markets: Array.from({ length: 200 }, (_, i) => ({ code: `M${i}` })) },
});
const small = JSON.stringify({ data: { viewer: null } });

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer(
    compressReplies((req, res) => {
      if (req.url === '/events') {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end(`data: ${large}\n\n`);
        return;
      }
      // As Yoga answers: the whole reply at once, with its length.
      const body = req.url === '/small' ? small : large;
      res.writeHead(200, {
        'content-type': 'application/graphql-response+json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function get(path: string, acceptEncoding?: string) {
  const response = await request(`${base}${path}`, {
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
  const body = Buffer.from(await response.body.arrayBuffer());
  return { headers: response.headers, body };
}

describe('GraphQL replies are compressed by Accept-Encoding', () => {
  it('sends brotli when the client accepts it, and the reply decodes to the same JSON', async () => {
    const { headers, body } = await get('/large', 'gzip, deflate, br');
    expect(headers['content-encoding']).toBe('br');
    expect(headers.vary).toMatch(/Accept-Encoding/i);
    expect(body.length).toBeLessThan(large.length / 4);
    expect(brotliDecompressSync(body).toString()).toBe(large);
  });

  it('sends gzip to a client without brotli', async () => {
    const { headers, body } = await get('/large', 'gzip');
    expect(headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(body).toString()).toBe(large);
  });

  it('leaves a reply under 1 KB, a client that accepts no encoding, and event streams as they are', async () => {
    const smallReply = await get('/small', 'gzip, br');
    expect(smallReply.headers['content-encoding']).toBeUndefined();
    expect(smallReply.body.toString()).toBe(small);

    const plain = await get('/large');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(large);

    const events = await get('/events', 'gzip, br');
    expect(events.headers['content-encoding']).toBeUndefined();
    expect(events.body.toString()).toBe(`data: ${large}\n\n`);
  });
});
