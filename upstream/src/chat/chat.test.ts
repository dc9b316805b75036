import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestUser,
  startOnBackend,
  type TestUpstream,
  testBackends,
} from '../test-support/test-upstream.ts';

type Message = { id: number; conversationId: number; author: string; body: string; clientKey: string };
type Conversation = { id: number; unread: number; userReadId: number; operatorReadId: number };
type OpsConversation = {
  id: number;
  userId: number | null;
  unreadByOperator: number;
  operatorReadId: number;
};

const newVisitor = () => randomBytes(24).toString('base64url');
const key = () => randomBytes(9).toString('base64url');

describe.each(testBackends())('customer service chat on $name', (backend) => {
  let t: TestUpstream;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ t, stop } = await startOnBackend(backend));
  });
  afterAll(() => stop?.());

  const as = (visitor: string | null, token?: string) => ({
    ...(visitor ? { 'x-chat-visitor': visitor } : {}),
    ...(token ? { authorization: token } : {}),
  });
  const send = async (headers: Record<string, string>, body: string, clientKey = key()) =>
    (await t.post('/chat/messages', { body, clientKey }, headers)).body;
  const list = async (headers: Record<string, string>, after = 0) =>
    (await t.get(`/chat/messages?after=${after}`, headers)).body.result as {
      conversation: Conversation | null;
      list: Message[];
      hasMore: boolean;
    };

  it('a visitor writes, the operator answers, each side reads and the read marks move', async () => {
    const visitor = as(newVisitor());
    expect((await t.get('/chat/conversation', visitor)).body.result).toMatchObject({
      conversation: null,
      operatorOnline: false,
      hours: { from: '08:00', to: '22:00', timeZone: 'UTC' },
      typicalReplyMinutes: 10,
    });
    // The same availability for anyone, without a key: GET /chat/availability.
    expect((await t.get('/chat/availability', {})).body.result).toEqual({
      operatorOnline: false,
      hours: { days: [1, 2, 3, 4, 5, 6, 7], from: '08:00', to: '22:00', timeZone: 'UTC' },
      typicalReplyMinutes: 10,
    });
    const first = (await send(visitor, '  Hello, how do I deposit?  ')).result as Message;
    expect(first).toMatchObject({ author: 'user', body: 'Hello, how do I deposit?' });

    const inbox = (await t.ops('GET', '/chat/conversations')).body.result as { list: OpsConversation[] };
    const mine = inbox.list.find((conversation) => conversation.id === first.conversationId);
    expect(mine).toMatchObject({ userId: null, unreadByOperator: 1 });
    const answer = await t.ops('POST', `/chat/conversations/${first.conversationId}/messages`, {
      body: 'Open Account, then Balance.',
      clientKey: key(),
    });
    expect(answer.body).toMatchObject({ code: 200, result: { author: 'operator' } });
    await t.ops('POST', `/chat/conversations/${first.conversationId}/read`, { lastReadId: first.id });

    const page = await list(visitor);
    expect(page.list.map((message) => [message.author, message.body])).toEqual([
      ['user', 'Hello, how do I deposit?'],
      ['operator', 'Open Account, then Balance.'],
    ]);
    expect(page.conversation).toMatchObject({ unread: 1, operatorReadId: first.id });
    const last = page.list[1]?.id ?? 0;
    const read = (await t.post('/chat/read', { lastReadId: last }, visitor)).body.result as Conversation;
    expect(read).toMatchObject({ unread: 0, userReadId: last });
    // A mark never passes the last message nor moves back.
    const beyond = (await t.post('/chat/read', { lastReadId: last + 1000 }, visitor)).body
      .result as Conversation;
    expect(beyond.userReadId).toBe(last);
    // Reading on from the last message gives nothing new; the operator acted, so is online.
    expect((await list(visitor, last)).list).toEqual([]);
    expect((await t.get('/chat/conversation', visitor)).body.result).toMatchObject({ operatorOnline: true });
  });

  it('a retried message with the same key is stored once and answers the same message', async () => {
    const visitor = as(newVisitor());
    const clientKey = key();
    const one = (await send(visitor, 'once', clientKey)).result as Message;
    const again = (await send(visitor, 'once', clientKey)).result as Message;
    expect(again.id).toBe(one.id);
    expect((await list(visitor)).list).toHaveLength(1);
  });

  it('streams the operator’s answer to the visitor live after `ready`', async () => {
    const visitorKey = newVisitor();
    const first = (await send(as(visitorKey), 'anyone there?')).result as Message;
    const controller = new AbortController();
    const response = await fetch(`${t.upstream.url}/swx/customer/chat/events`, {
      headers: as(visitorKey),
      signal: controller.signal,
    });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no stream');
    const decoder = new TextDecoder();
    let text = '';
    const until = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${needle}`);
        text += decoder.decode(value, { stream: true });
      }
    };
    await until('event: ready');
    await t.ops('POST', `/chat/conversations/${first.conversationId}/typing`, {});
    await t.ops('POST', `/chat/conversations/${first.conversationId}/messages`, {
      body: 'Yes, hello!',
      clientKey: key(),
    });
    await until('Yes, hello!');
    expect(text).toContain('event: typing');
    expect(text).toContain('event: message');
    controller.abort();
  });

  it('at login a visitor’s conversation becomes the user’s, whole or merged into the one they had', async () => {
    const user = await createTestUser(t, 'chatter');
    const before = (await send(as(null, user.token), 'my earlier question')).result as Message;
    const visitorKey = newVisitor();
    await send(as(visitorKey), 'asked before logging in');
    const claimed = await t.post('/chat/claim', {}, as(visitorKey, user.token));
    expect(claimed.body.result).toMatchObject({ id: before.conversationId });
    expect((await list(as(null, user.token))).list.map((message) => message.body)).toEqual([
      'my earlier question',
      'asked before logging in',
    ]);
    // The visitor's key opens nothing any more.
    expect((await list(as(visitorKey))).conversation).toBeNull();

    const newcomer = await createTestUser(t, 'newcomer');
    const otherKey = newVisitor();
    const visitorMessage = (await send(as(otherKey), 'hi from a visitor')).result as Message;
    const handed = await t.post('/chat/claim', {}, as(otherKey, newcomer.token));
    expect(handed.body.result).toMatchObject({ id: visitorMessage.conversationId });
  });

  it('refuses a caller with no identity, a bad key, a bad message and an ended session', async () => {
    expect((await t.get('/chat/conversation')).status).toBe(401);
    const invalid = (field: string) => ({ code: 400, result: { reason: 'INPUT_INVALID', field } });
    expect((await t.get('/chat/conversation', { 'x-chat-visitor': 'short' })).body).toMatchObject(
      invalid('visitor'),
    );
    const visitor = as(newVisitor());
    expect(await send(visitor, '   ')).toMatchObject(invalid('body'));
    expect(await send(visitor, 'x'.repeat(2001))).toMatchObject(invalid('body'));
    expect(await send(visitor, 'bell\u0007')).toMatchObject(invalid('body'));
    expect(await send(visitor, 'ok', 'bad key!')).toMatchObject(invalid('clientKey'));
    expect((await list(visitor)).conversation).toBeNull();
    // A token that is no longer valid is never read as the visitor beside it.
    const answer = await t.post(
      '/chat/messages',
      { body: 'hi', clientKey: key() },
      as(newVisitor(), 'expired-token'),
    );
    expect(answer.status).toBe(401);
    expect((await t.ops('GET', '/chat/conversations/999999/messages')).status).toBe(404);
  });
});
