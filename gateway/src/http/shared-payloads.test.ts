import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { SharedPayloads, SLOW_CONSUMER_BYTES, SLOW_CONSUMER_CLOSE } from './shared-payloads.ts';

/** What a socket of ws would get: frames sent (text or binary) and a close. */
function fakeSocket(bufferedAmount = 0, readyState = 1) {
  const sent: { text: string; binary: boolean }[] = [];
  const closed: { code?: number; reason?: string }[] = [];
  const socket = {
    OPEN: 1,
    readyState,
    bufferedAmount,
    send(data: Buffer, options: { binary?: boolean }) {
      sent.push({ text: data.toString('utf8'), binary: options.binary ?? true });
    },
    close(code?: number, reason?: string) {
      closed.push({ code, reason });
    },
  };
  return { socket: socket as unknown as WebSocket, sent, closed };
}

describe('shared payloads', () => {
  it('encodes a result once and writes each subscriber graphql-ws’s next message under its own id', () => {
    const payloads = new SharedPayloads();
    const result = {
      data: { marketTicks: [{ id: 'TWFya2V0OkJUQ1VTRFQ=', nowPrice: '64123.50', name: 'ünï' }] },
    };
    const stringify = JSON.stringify;
    let encodings = 0;
    JSON.stringify = ((...args: Parameters<typeof stringify>) => {
      if (args[0] === result) encodings += 1;
      return stringify(...args);
    }) as typeof JSON.stringify;
    const subscribers = ['1', '2', 'a"b}}'].map((id) => ({ id, ...fakeSocket() }));
    try {
      for (const { socket, id } of subscribers) payloads.writer(socket, id)(result);
    } finally {
      JSON.stringify = stringify;
    }
    expect(encodings).toBe(1);
    for (const { id, sent } of subscribers) {
      expect(sent).toHaveLength(1);
      expect(sent[0]?.binary).toBe(false);
      // Byte for byte what graphql-ws sends: its own JSON.stringify of the envelope.
      expect(sent[0]?.text).toBe(JSON.stringify({ id, type: 'next', payload: result }));
    }
  });

  it('closes a subscriber that stopped reading with 1008 and sends it nothing; skips a closing socket', () => {
    const payloads = new SharedPayloads();
    const slow = fakeSocket(SLOW_CONSUMER_BYTES + 1);
    const closing = fakeSocket(0, 2);
    payloads.writer(slow.socket, '1')({ data: { x: 1 } });
    payloads.writer(closing.socket, '1')({ data: { x: 1 } });
    expect(slow.sent).toEqual([]);
    expect(slow.closed).toEqual([SLOW_CONSUMER_CLOSE]);
    expect(closing.sent).toEqual([]);
    expect(closing.closed).toEqual([]);
  });

  it('writes frames a websocket client reads as graphql-ws messages, of every length, between ws’s own', async () => {
    const server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const accepted = new Promise<WebSocket>((resolve) => server.once('connection', resolve));
    const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
    const received: { text: string; binary: boolean }[] = [];
    client.on('message', (data: Buffer, binary: boolean) =>
      received.push({ text: data.toString('utf8'), binary }),
    );
    await new Promise((resolve) => client.once('open', resolve));
    const socket = await accepted;
    const payloads = new SharedPayloads();
    const write = payloads.writer(socket, 'op-ü');
    // Lengths on each side of the 7-bit, 16-bit and 64-bit length forms.
    const results = [10, 70, 200, 65_480, 70_000].map((size) => ({ data: { text: 'ä'.repeat(size / 2) } }));
    const expected: string[] = [];
    for (const result of results) {
      write(result);
      expected.push(JSON.stringify({ id: 'op-ü', type: 'next', payload: result }));
      socket.send('{"type":"ping"}');
      expected.push('{"type":"ping"}');
    }
    await expect.poll(() => received.length).toBe(expected.length);
    expect(received.map((message) => message.text)).toEqual(expected);
    expect(received.every((message) => !message.binary)).toBe(true);
    client.close();
    await new Promise((resolve) => server.close(resolve));
  });
});
