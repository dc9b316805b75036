import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGateway, startGateway } from '../index.ts';

// No upstream: `{ __typename }` needs none, and the limit stops a request before any resolver.
const LIMIT = 1024;
let gateway: RunningGateway;

beforeAll(async () => {
  gateway = await startGateway({
    upstreamUrl: 'http://127.0.0.1:1',
    upstreamWsUrl: 'ws://127.0.0.1:1/none',
    maxRequestBodyBytes: LIMIT,
  });
});
afterAll(async () => {
  await gateway.close();
});

/** A JSON body of exactly `size` bytes asking `{ __typename }`. */
function bodyOf(size: number): string {
  const base = JSON.stringify({ query: '{ __typename }', variables: { pad: '' } });
  return JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(size - base.length) } });
}

/** Sends the body in two chunks, without a Content-Length (Transfer-Encoding: chunked). */
function chunked(body: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(body);
  const half = Math.floor(bytes.length / 2);
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes.slice(0, half));
      controller.enqueue(bytes.slice(half));
      controller.close();
    },
  });
}

async function post(body: string | ReadableStream<Uint8Array>) {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    duplex: 'half',
  } as RequestInit);
  const answer = (await response.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
  return { status: response.status, answer };
}

/** The status line the gateway answers to bytes sent as they are (fetch would fix the framing). */
function rawStatus(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(gateway.port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    socket.on('end', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

describe('the request body limit', () => {
  it('answers a body of exactly the limit, with a Content-Length or chunked', async () => {
    expect(bodyOf(LIMIT)).toHaveLength(LIMIT);
    expect(await post(bodyOf(LIMIT))).toEqual({ status: 200, answer: { data: { __typename: 'Query' } } });
    expect(await post(chunked(bodyOf(LIMIT)))).toEqual({
      status: 200,
      answer: { data: { __typename: 'Query' } },
    });
  });

  it('refuses one byte more by its Content-Length (413)', async () => {
    const { status, answer } = await post(bodyOf(LIMIT + 1));
    expect(status).toBe(413);
    expect(answer.errors?.[0]?.extensions?.code).toBe('REQUEST_ENTITY_TOO_LARGE');
  });

  it('refuses one byte more of a chunked body, which has no Content-Length to read (413)', async () => {
    const { status, answer } = await post(chunked(bodyOf(LIMIT + 1)));
    expect(status).toBe(413);
    expect(answer.errors?.[0]?.extensions?.code).toBe('REQUEST_ENTITY_TOO_LARGE');
  });

  it('relies on Node to refuse a Content-Length beside Transfer-Encoding (the body would be unframed)', async () => {
    const body = bodyOf(LIMIT * 4);
    const status = await rawStatus(
      'POST /graphql HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\n' +
        'content-length: 20\r\ntransfer-encoding: chunked\r\nconnection: close\r\n\r\n' +
        `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`,
    );
    expect(status).toBe('HTTP/1.1 400 Bad Request');
  });
});
