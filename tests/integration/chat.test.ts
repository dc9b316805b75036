import { randomBytes } from 'node:crypto';
import { createClient } from 'graphql-ws';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { jpegProofWithExif, pdfBytes, pngProof } from '../../upstream/src/test-support/proof-fixtures.ts';
import { registerUser, type Stack, startStack } from './harness.ts';

const operatorToken = 'chat-test-operator';
let stack: Stack;
beforeAll(async () => {
  // A small image limit, so the oversized upload is cheap to make.
  stack = await startStack({
    upstream: { operatorToken, proofMaxBytes: 200_000 },
    gateway: { proofMaxBytes: 200_000 },
  });
});
afterAll(() => stack.close());

type Message = { messageId: number; author: string; body: string; clientKey: string };
const newVisitor = () => randomBytes(24).toString('base64url');
const key = () => randomBytes(9).toString('base64url');
const MESSAGE = 'messageId author body clientKey';

async function operator(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${stack.upstream.url}/swx/ops${path}`, {
    method,
    headers: { 'x-operator-token': operatorToken, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return ((await response.json()) as { result: unknown }).result;
}

async function send(headers: Record<string, string>, body: string, clientKey = key()) {
  return stack.graphql<{ sendChatMessage: Message & { __typename: string; code?: string; field?: string } }>(
    `mutation ($body: String!, $clientKey: String!) { sendChatMessage(body: $body, clientKey: $clientKey) {
      __typename ... on ChatMessage { ${MESSAGE} } ... on InputError { code field } } }`,
    { body, clientKey },
    headers,
  );
}

/** A graphql-ws subscription of chatMessageAdded; `received` fills as messages arrive. */
function follow(params: Record<string, string>, after: number) {
  const client = createClient({
    url: `${stack.gateway.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: params,
  });
  const received: Message[] = [];
  const errors: unknown[] = [];
  const dispose = client.subscribe<{ chatMessageAdded: Message }>(
    {
      query: `subscription ($after: Int!) { chatMessageAdded(after: $after) { ${MESSAGE} } }`,
      variables: { after },
    },
    {
      next: (result) => {
        if (result.data) received.push(result.data.chatMessageAdded);
        if (result.errors) errors.push(...result.errors);
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  return {
    received,
    errors,
    async until(count: number) {
      const deadline = Date.now() + 10_000;
      while (received.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(received.length).toBeGreaterThanOrEqual(count);
    },
    async close() {
      dispose();
      await client.dispose();
    },
  };
}

describe('customer service through the gateway', () => {
  it('a visitor writes, the answer arrives live, and a reconnect from the last message loses and doubles nothing', async () => {
    const visitor = newVisitor();
    const headers = { 'x-chat-visitor': visitor };
    const { data: empty } = await stack.graphql<{ chat: { conversation: null; operatorOnline: boolean } }>(
      '{ chat { conversation { conversationId } operatorOnline hours { from to timeZone days } typicalReplyMinutes } }',
      {},
      headers,
    );
    expect(empty?.chat).toMatchObject({ conversation: null, operatorOnline: false });

    const first = (await send(headers, 'Hello, is anyone there?')).data?.sendChatMessage;
    expect(first).toMatchObject({
      __typename: 'ChatMessage',
      author: 'USER',
      body: 'Hello, is anyone there?',
    });
    const live = follow({ chatVisitor: visitor }, 0);
    await live.until(1);
    const inbox = (await operator('GET', '/chat/conversations')) as {
      list: { id: number; unreadByOperator: number }[];
    };
    const conversationId = inbox.list[0]?.id;
    await operator('POST', `/chat/conversations/${conversationId}/messages`, {
      body: 'Hi! How can we help?',
      clientKey: key(),
    });
    await live.until(2);
    expect(live.received.map((message) => [message.author, message.body])).toEqual([
      ['USER', 'Hello, is anyone there?'],
      ['OPERATOR', 'Hi! How can we help?'],
    ]);
    await live.close();

    // While the client is away: one more answer. It resumes from the last message it holds.
    const lastSeen = live.received[1]?.messageId ?? 0;
    await operator('POST', `/chat/conversations/${conversationId}/messages`, {
      body: 'Are you still there?',
      clientKey: key(),
    });
    const resumed = follow({ chatVisitor: visitor }, lastSeen);
    await resumed.until(1);
    await send(headers, 'Yes, sorry!');
    await resumed.until(2);
    // A later message closes the check: a doubled one would have been sent before it.
    await send(headers, 'Thanks.');
    await resumed.until(3);
    expect(resumed.received.map((message) => message.body)).toEqual([
      'Are you still there?',
      'Yes, sorry!',
      'Thanks.',
    ]);
    expect(resumed.errors).toEqual([]);
    await resumed.close();

    const { data } = await stack.graphql<{
      chat: { conversation: { unreadCount: number }; messages: Message[] };
    }>('{ chat { conversation { unreadCount } messages { body } } }', {}, headers);
    expect(data?.chat.conversation.unreadCount).toBe(2);
    expect(data?.chat.messages.map((message) => message.body)).toHaveLength(5);
    const read = await stack.graphql<{ markChatRead: { unreadCount: number } }>(
      `mutation { markChatRead(lastReadId: ${resumed.received[1]?.messageId}) { unreadCount } }`,
      {},
      headers,
    );
    expect(read.data?.markChatRead.unreadCount).toBe(0);
  });

  it('a retried message with the same key is one message', async () => {
    const headers = { 'x-chat-visitor': newVisitor() };
    const clientKey = key();
    const one = (await send(headers, 'only once', clientKey)).data?.sendChatMessage;
    const two = (await send(headers, 'only once', clientKey)).data?.sendChatMessage;
    expect(two?.messageId).toBe(one?.messageId);
  });

  it('after a login the visitor’s conversation is the user’s', async () => {
    const visitor = newVisitor();
    await send({ 'x-chat-visitor': visitor }, 'written before logging in');
    const token = await registerUser(stack, `chatter${Date.now()}`);
    const claimed = await stack.graphql<{ claimChat: { conversationId: number } }>(
      'mutation { claimChat { conversationId } }',
      {},
      { authorization: token, 'x-chat-visitor': visitor },
    );
    expect(claimed.data?.claimChat.conversationId).toBeGreaterThan(0);
    const { data } = await stack.graphql<{ chat: { messages: Message[] } }>(
      '{ chat { messages { body } } }',
      {},
      {
        authorization: token,
      },
    );
    expect(data?.chat.messages.map((message) => message.body)).toEqual(['written before logging in']);
  });

  it('refuses bad input with a typed error and a caller without identity', async () => {
    const headers = { 'x-chat-visitor': newVisitor() };
    expect((await send(headers, '   ')).data?.sendChatMessage).toMatchObject({
      code: 'INPUT_INVALID',
      field: 'body',
    });
    expect((await send(headers, 'x'.repeat(2001))).data?.sendChatMessage).toMatchObject({ field: 'body' });
    expect((await send(headers, 'ok', 'bad key!')).data?.sendChatMessage).toMatchObject({
      field: 'clientKey',
    });
    const anonymous = await stack.graphql('{ chat { operatorOnline } }');
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // The team's availability is public: a page shows it before anyone has a conversation.
    const availability = await stack.graphql<{ chatAvailability: unknown }>(
      '{ chatAvailability { operatorOnline hours { days from to timeZone } typicalReplyMinutes } }',
    );
    expect(availability.errors).toBeUndefined();
    expect(availability.data?.chatAvailability).toMatchObject({
      hours: { days: expect.any(Array), from: expect.stringMatching(/^\d\d:\d\d$/) },
    });
  });

  describe('image attachments, under the deposit proof rules', () => {
    type Sent = {
      __typename: string;
      messageId?: number;
      body?: string;
      imageUrl?: string | null;
      code?: string;
      field?: string;
    };

    /** sendChatMessage as a GraphQL multipart request with the image, as the web app sends it. */
    async function sendImage(headers: Record<string, string>, image: Buffer, body = '', clientKey = key()) {
      const form = new FormData();
      form.append(
        'operations',
        JSON.stringify({
          query: `mutation ($body: String!, $clientKey: String!, $image: File) {
            sendChatMessage(body: $body, clientKey: $clientKey, image: $image) {
              __typename ... on ChatMessage { messageId body imageUrl } ... on InputError { code field } } }`,
          variables: { body, clientKey, image: null },
        }),
      );
      form.append('map', JSON.stringify({ 0: ['variables.image'] }));
      form.append('0', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'photo.png');
      const response = await fetch(`${stack.gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'x-graphql-yoga-csrf': '1', accept: 'application/json', ...headers },
        body: form,
      });
      const answer = (await response.json()) as { data?: { sendChatMessage: Sent } };
      return answer.data?.sendChatMessage;
    }

    it('stores a re-encoded image the party and the operator can see, and nobody else', async () => {
      const visitor = { 'x-chat-visitor': newVisitor() };
      const sent = await sendImage(visitor, await jpegProofWithExif(), 'the screen I see');
      expect(sent).toMatchObject({ __typename: 'ChatMessage', body: 'the screen I see' });
      const url = sent?.imageUrl ?? '';
      expect(url).toMatch(/^\/proofs\//);
      const shown = await fetch(`${stack.gateway.url}${url}`);
      expect(shown.status).toBe(200);
      expect(shown.headers.get('content-type')).toBe('image/jpeg');
      const stored = Buffer.from(await shown.arrayBuffer());
      // Re-encoded: the camera's EXIF is gone.
      expect((await sharp(stored).metadata()).exif).toBeUndefined();

      // The operator sees it in the conversation and can open it.
      const id = sent?.messageId ?? 0;
      const opened = await fetch(`${stack.upstream.url}/swx/ops/chat/images/${id}`, {
        headers: { 'x-operator-token': operatorToken },
      });
      expect(opened.status).toBe(200);
      // Another visitor, or the upstream without credentials, gets nothing.
      const stranger = await fetch(`${stack.upstream.url}/swx/customer/chat/images/${id}`, {
        headers: { 'x-chat-visitor': newVisitor() },
      });
      expect(stranger.status).toBe(404);
      const altered = await fetch(`${stack.gateway.url}${url.slice(0, -2)}xx`);
      expect(altered.status).toBe(404);

      // An image alone is a message; the same key again answers the stored message.
      const clientKey = key();
      const alone = await sendImage(visitor, await pngProof(), '', clientKey);
      expect(alone).toMatchObject({ __typename: 'ChatMessage', body: '' });
      const again = await sendImage(visitor, await pngProof(), '', clientKey);
      expect(again?.messageId).toBe(alone?.messageId);
      const { data } = await stack.graphql<{
        chat: { messages: { body: string; imageUrl: string | null }[] };
      }>('{ chat { messages { body imageUrl } } }', {}, visitor);
      expect(data?.chat.messages.map((message) => [message.body, message.imageUrl !== null])).toEqual([
        ['the screen I see', true],
        ['', true],
      ]);
    });

    it('refuses a file that is not an image, and one over the limit, keeping nothing', async () => {
      const visitor = { 'x-chat-visitor': newVisitor() };
      expect(await sendImage(visitor, pdfBytes(), 'see attached')).toMatchObject({
        __typename: 'InputError',
        code: 'IMAGE_FORMAT_INCORRECT',
        field: 'image',
      });
      // Random pixels do not compress: a 400×400 PNG of them is far over the limit.
      const noise = await sharp(randomBytes(400 * 400 * 3), { raw: { width: 400, height: 400, channels: 3 } })
        .png()
        .toBuffer();
      expect(noise.length).toBeGreaterThan(200_000);
      expect(await sendImage(visitor, noise, 'too big')).toMatchObject({
        __typename: 'InputError',
        code: 'IMAGE_TOO_LARGE',
        field: 'image',
      });
      const { data } = await stack.graphql<{ chat: { conversation: unknown } }>(
        '{ chat { conversation { conversationId } } }',
        {},
        visitor,
      );
      expect(data?.chat.conversation).toBeNull();
    });
  });
});
